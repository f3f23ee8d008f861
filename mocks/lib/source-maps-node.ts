// Stack frames of the built app mapped back to the sources, in Node: the build's source maps
// (dist/sourcemaps/assets/<chunk>.js.map, written beside the build and never served) read with
// Node's own SourceMap (node:module), no dependency.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

/** A frame's build file, line and column: `https://host/assets/<chunk>.js:1:2345` (origin optional). */
const FRAME = /(?:https?:\/\/[^\s()/]+)?\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;

/** A source as the map names it (`../../../src/app/x.tsx`), relative to the repository. */
const sourcePath = (source: string) => source.replace(/^(?:\.\.\/|\.\/)+/, '').replace(/^\0/, '');

/** A function that maps the frames of a stack with the maps in `dir`, read once each. */
export function sourceMapStackMapper(dir: string): (stack: string) => string {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    if (!maps.has(file)) {
      const path = join(dir, `${file}.map`);
      let map: SourceMap | null = null;
      try {
        if (existsSync(path)) map = new SourceMap(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(file, map);
    }
    return maps.get(file) ?? null;
  };
  return (stack) =>
    stack.replace(FRAME, (frame, file: string, line: string, column: string) => {
      const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
      if (!entry || !('originalSource' in entry) || !entry.originalSource) return frame;
      return `${sourcePath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
}
