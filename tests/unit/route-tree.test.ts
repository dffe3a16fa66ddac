import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRouteTree, routeTreeLines } from '../support/route-tree';

// Every address the site answers, with what it is nested in, as the route convention reads app/routes.
// Moving route files between folders changes their ids, never this list: a change here is a changed URL.
const EXPECTED = new URL('./route-tree.txt', import.meta.url);

describe('the route tree', () => {
  it('serves exactly the listed addresses, each under the listed parent', async () => {
    const lines = routeTreeLines(await readRouteTree());
    if (process.env.UPDATE_ROUTE_TREE) fs.writeFileSync(EXPECTED, `${lines.join('\n')}\n`);
    expect(lines).toEqual(fs.readFileSync(EXPECTED, 'utf8').trim().split('\n'));
  });
});
