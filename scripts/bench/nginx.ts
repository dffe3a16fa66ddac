import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const NGINX_BINARY = '/usr/sbin/nginx';

/**
 * One load-balanced address: nginx listens on `port` and spreads requests over `servers` (loopback ports).
 * `forwardedFor`: what nginx writes as X-Forwarded-For, the visitor's address (`$remote_addr`, nginx as the edge)
 * unless given (`$http_x_forwarded_for`: the load bench's players, each on an address of its own behind an edge).
 * `maxConns`: at most this many connections to each instance, all kept alive (see busyAtTheEdge).
 */
export type Balancer = { port: number; servers: number[]; forwardedFor?: string; maxConns?: number };

const proxySettings = (forwardedFor: string) => `
      proxy_http_version 1.1;
      # Keep-alive to the instances: an empty Connection header, or nginx sends "close".
      proxy_set_header Connection "";
      # The Host picks the brand; passed as the visitor sent it.
      proxy_set_header Host $http_host;
      # Replaced, not appended: the site reads the first address, so nginx (the edge here) must write it.
      proxy_set_header X-Forwarded-For ${forwardedFor};
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead or refusing instance: the request goes to the next one. nginx never retries a POST
      # (non-idempotent) unless told to, so a login or a payment is never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;`;

/**
 * With `maxConns`, nginx holds every visitor's connection and asks each instance over at most that many, kept
 * open: an instance never has a connection waiting to be taken up (one loop turn takes up one, and a saturated
 * instance's turns are long), and a request for which no connection is free is answered at once with a busy
 * page (open-source nginx has no queue for it: it fails the request with 502). The edge knows neither the brand nor
 * the language, so its page has no words: a 503 with Retry-After that asks again by itself, as the brand's does.
 */
const busyAtTheEdge = `
    error_page 502 =503 @busy;
    location @busy {
      add_header Retry-After 5 always;
      add_header Cache-Control no-store always;
      default_type text/html;
      return 503 '<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>503</title></head><body><p>503 &#8987;</p></body></html>';
    }`;

/** A kept connection is let go before Node's own keep-alive timeout (5 s) closes it under a request nginx sent on it. */
const keptUnderNodesTimeout = `
    keepalive_timeout 4s;`;

/** The nginx configuration: non-daemon, every path inside `dir`, one upstream and listener per balancer. */
export function nginxConfig(dir: string, balancers: Balancer[]): string {
  const upstreams = balancers
    .map(
      (b, i) => `
  upstream site_${i} {
${b.servers.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s${b.maxConns ? ` max_conns=${b.maxConns}` : ''};`).join('\n')}
    keepalive ${b.maxConns ?? 32};${b.maxConns ? keptUnderNodesTimeout : ''}
  }
  server {
    listen 127.0.0.1:${b.port};${b.maxConns ? busyAtTheEdge : ''}
    location / {${proxySettings(b.forwardedFor ?? '$remote_addr')}
      proxy_pass http://site_${i};
    }
  }`,
    )
    .join('\n');
  return `# Written by scripts/bench-cluster.ts; everything nginx writes stays in this folder.
daemon off;
master_process on;
# One worker: on a small machine the instances need the cores more than the proxy does.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreams}
}
`;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts Debian's nginx on the config written into `dir`; answers once every balancer's port listens. */
export async function startNginx(dir: string, balancers: Balancer[]): Promise<{ pid: number; stop: () => Promise<void>; errorLog: () => string }> {
  if (!fs.existsSync(NGINX_BINARY)) throw new Error(`${NGINX_BINARY} is missing: apt-get install -y nginx`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, balancers));
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 10_000;
  for (const { port } of balancers) {
    while (!(await listening(port))) {
      if (exited || Date.now() > deadline) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-500)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    pid: child.pid!,
    errorLog: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await gone;
    },
  };
}
