/**
 * The reference platform in a process of its own on the database `PLATFORM_DB` (seeded beforehand), so
 * that a load generator's work and the platform's queries do not share one thread. Prints `ready <port>`.
 */
import { startPlatform } from '@whitelabel/reference-platform/server';

const platform = await startPlatform({ port: 0, dbPath: process.env.PLATFORM_DB ?? '' });
console.log(`ready ${platform.port}`);
process.on('SIGTERM', () => void platform.close().finally(() => process.exit(0)));
