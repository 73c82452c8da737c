/** Debian packages the tests need, installed with apt-get when their program is missing. */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * Installs Debian's `name` when `program` is missing, saying what and why; true when the program is there
 * afterwards.
 */
export function ensureDebianPackage(name, program, purpose) {
  if (existsSync(program)) return true;
  console.log(`\n▶ ${program} is missing (${purpose}): installing Debian's ${name} with apt-get`);
  const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const apt = (args) =>
    spawnSync(command, [...prefix, ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', name]) || !existsSync(program)) {
    console.log(`Could not install ${name}; install it (apt-get install ${name}) and run again.`);
    return false;
  }
  console.log(`✔ installed ${name}: ${program}`);
  return true;
}
