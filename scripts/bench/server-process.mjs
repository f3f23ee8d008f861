// The process that serves the pages, as Linux sees it (scripts/bench-ssr.mjs): found by the port it
// listens on among the processes a benchmark started (the built server under scripts/serve.mjs, or
// the old static server, serve.mjs itself), its CPU time and its resident memory, from /proc.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's /proc/<pid>/stat fields after its name (field 3, the state, first). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** `root` and the processes below it. */
function processTree(root) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const parent = Number(statFields(name)[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** The socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines = [];
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const localPort = parseInt(fields[1].split(':')[1], 16);
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The pid, among `root` and its descendants, of the process listening on `port`. */
export function listeningPid(root, port) {
  const sockets = new Set([...listeningInodes(port)].map((inode) => `socket:[${inode}]`));
  for (const pid of processTree(root)) {
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) return pid;
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`no process under ${root} listens on port ${port}`);
}

/** The CPU time the process has used, user and system, in ms (what process.cpuUsage() counts). */
export function cpuMs(pid) {
  const fields = statFields(pid);
  // utime and stime: fields 14 and 15 of the stat line.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process's resident memory (VmRSS) in MB. */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}
