// The dev watcher's eyes: every directory of the site folder is watched on its
// own, so a file an editor replaces by rename (a temporary file, then a
// rename, as `sed -i` and most editors save) is still seen, and so are new
// files and deletions. Node's recursive watch on Linux followed the replaced
// file's old inode and went quiet after the first atomic save.
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatch {
  close(): void;
}

/** The folder and every directory under it. */
function directoriesOf(folder: string): string[] {
  const found = [folder];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...directoriesOf(path.join(folder, entry.name)));
  }
  return found;
}

/**
 * Calls `changed` after anything in `folder` changes (once per burst of
 * events, `quietMs` after the last), and `say` whenever a directory can no
 * longer be followed, instead of going quiet.
 */
export function watchFolder(folder: string, changed: () => void, say: (line: string) => void, quietMs = 150): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;

  const follow = () => {
    let present: Set<string>;
    try {
      present = new Set(directoriesOf(folder));
    } catch (error) {
      say(`cannot list ${folder}: ${(error as Error).message}; changes are not followed until it is back`);
      return;
    }
    for (const [dir, watcher] of watchers) {
      if (present.has(dir)) continue;
      watcher.close();
      watchers.delete(dir);
    }
    for (const dir of present) {
      if (watchers.has(dir)) continue;
      try {
        const watcher = watch(dir, onEvent);
        watcher.on('error', (error) => {
          watcher.close();
          watchers.delete(dir);
          say(`cannot follow ${path.relative(process.cwd(), dir) || dir}: ${error.message}`);
        });
        watchers.set(dir, watcher);
      } catch (error) {
        say(`cannot follow ${path.relative(process.cwd(), dir) || dir}: ${(error as Error).message}`);
      }
    }
  };

  function onEvent() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A new or removed directory changes what is watched.
      follow();
      changed();
    }, quietMs);
  }

  follow();
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

