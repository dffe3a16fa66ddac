import type * as v from 'valibot';
import { endpoints, type Endpoint } from './endpoints';
import { extensionShapes, type ExtensionShape } from './extension-shapes';

/** The parts of a valibot schema (or pipe action) the sketch reads; valibot's own types are per kind. */
type Node = {
  type: string;
  kind?: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  key?: Node;
  value?: Node;
  options?: readonly (Node | string | number)[];
  literal?: unknown;
  requirement?: unknown;
  description?: string;
  pipe?: readonly Node[];
};

const RULES: Record<string, (a: Node) => string> = {
  integer: () => 'integer',
  min_value: (a) => `>= ${String(a.requirement)}`,
  max_value: (a) => `<= ${String(a.requirement)}`,
  min_length: (a) => `length >= ${String(a.requirement)}`,
  max_length: (a) => `length <= ${String(a.requirement)}`,
  length: (a) => `length ${String(a.requirement)}`,
  regex: (a) => `matches ${String(a.requirement)}`,
  email: () => 'e-mail',
  url: () => 'URL',
  description: (a) => a.description ?? '',
};

/** The checks a pipe adds to its base type, as a short comment. */
function rulesOf(node: Node): string {
  const notes = (node.pipe ?? [])
    .filter((a) => a.kind !== 'schema' && RULES[a.type])
    .map((a) => RULES[a.type]!(a))
    .filter(Boolean);
  return notes.length ? ` /* ${notes.join('; ')} */` : '';
}

/** A TypeScript-like sketch of a schema, the way the contract writes its shapes. */
export function sketch(schema: v.GenericSchema, indent = ''): string {
  const node = schema as unknown as Node;
  const inner = indent + '  ';
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(node.entries ?? {});
      if (!entries.length) return `{}${rulesOf(node)}`;
      const lines = entries.map(([name, field]) => {
        const optional = field.type === 'optional' || field.type === 'nullish' || field.type === 'exact_optional';
        const shown = optional ? (field.type === 'nullish' ? { ...field.wrapped!, type: 'nullable', wrapped: field.wrapped } : field.wrapped!) : field;
        return `${inner}${name}${optional ? '?' : ''}: ${sketch(shown as unknown as v.GenericSchema, inner)};`;
      });
      const more = node.type === 'loose_object' ? [`${inner}/* more fields allowed */`] : [];
      return `{${rulesOf(node)}\n${[...lines, ...more].join('\n')}\n${indent}}`;
    }
    case 'optional':
    case 'exact_optional':
      return `${sketch(node.wrapped as unknown as v.GenericSchema, indent)} | undefined`;
    case 'nullable':
      return `${sketch(node.wrapped as unknown as v.GenericSchema, indent)} | null`;
    case 'nullish':
      return `${sketch(node.wrapped as unknown as v.GenericSchema, indent)} | null | undefined`;
    case 'array': {
      const item = sketch(node.item as unknown as v.GenericSchema, indent);
      return `${/[|\s]/.test(item) && !item.startsWith('{') ? `(${item})` : item}[]${rulesOf(node)}`;
    }
    case 'record':
      return `Record<${sketch(node.key as unknown as v.GenericSchema, indent)}, ${sketch(node.value as unknown as v.GenericSchema, indent)}>${rulesOf(node)}`;
    case 'picklist':
      return (node.options ?? []).map((o) => JSON.stringify(o)).join(' | ');
    case 'literal':
      return JSON.stringify(node.literal);
    case 'union':
    case 'variant':
      return (node.options ?? []).map((o) => sketch(o as unknown as v.GenericSchema, indent)).join(' | ');
    case 'lazy':
      return 'unknown /* recursive */';
    default:
      return `${node.type}${rulesOf(node)}`;
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function flags(endpoint: Endpoint): string {
  const facts = [
    endpoint.modId ? `module \`${endpoint.modId}\`` : null,
    endpoint.token ? 'needs the session token' : 'token optional or none',
    endpoint.encrypt ? 'body sealed in the RSA+DES envelope' : null,
    endpoint.bare ? 'answers bare JSON' : null,
  ];
  return facts.filter(Boolean).join(', ');
}

function section(name: string, endpoint: Endpoint, shape: ExtensionShape): string {
  const parts = [
    shape.query ? `// query string\nquery: ${sketch(shape.query)}` : null,
    shape.body ? `// JSON body\nbody: ${sketch(shape.body)}` : null,
    shape.upload ? `// raw request body: the image's bytes\nupload: ${JSON.stringify(shape.upload)}` : null,
    `// the envelope's value ({ success, value, message?, errorCode? })\nresponse: ${sketch(shape.response)}`,
  ].filter(Boolean);
  return [
    `### \`${name}\`: \`${endpoint.method} ${endpoint.path}\``,
    '',
    `${capitalised(endpoint.reason ?? '')}. ${capitalised(flags(endpoint))}.`,
    '',
    '```ts',
    parts.join('\n'),
    '```',
    '',
  ].join('\n');
}

/** `docs/platform-contract.md`: which calls are the contract's and, for each extension, what it takes and answers. */
export function renderContractDoc(): string {
  const all = Object.entries(endpoints) as [string, Endpoint][];
  const extensions = all.filter(([, e]) => e.extension);
  const contract = all.filter(([, e]) => !e.extension);
  const shapes = extensionShapes as Record<string, ExtensionShape>;
  return [
    '# The platform calls this site makes',
    '',
    'Generated by `npm run platform:contract-doc` from `app/platform-client/endpoints.ts` and',
    '`app/platform-client/extension-shapes.ts`; a test fails when this file and the code disagree. Do not edit by hand.',
    '',
    `The site makes ${all.length} calls: ${contract.length} are named by the operator platform's known contract`,
    `and ${extensions.length} are extensions, calls the contract does not name. A platform that answers only the`,
    'contract still serves every brand: the features that rest on an extension are not offered there.',
    "Every call sends the contract's headers (`Merchant`, `Language`, `Device`, `X-Gateway-Version: 3`, and",
    '`Authorization` with the raw token when signed in) and answers the envelope `{ success, value, message?, errorCode? }`.',
    '',
    '## Contract calls',
    '',
    '| Call | Verb | Path |',
    '|---|---|---|',
    ...contract.map(([name, e]) => `| \`${name}\` | ${e.method} | \`${e.path}\` |`),
    '',
    '## Extensions',
    '',
    ...extensions.map(([name, e]) => section(name, e, shapes[name]!)),
  ].join('\n');
}
