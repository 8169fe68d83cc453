import { createInterface } from 'node:readline/promises';

/** Piped or redirected input cannot be asked: say what to set instead of exiting without a word. */
function needTerminal(instead: string): void {
  if (!process.stdin.isTTY) throw new Error(`no terminal to ask on (the input is piped or redirected): set ${instead}`);
}

export async function ask(question: string, instead: string): Promise<string> {
  needTerminal(instead);
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

/** Like `ask`, with the typed characters not echoed (a password on a shared screen or in a recording). */
export async function askHidden(question: string, instead: string): Promise<string> {
  needTerminal(instead);
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const c of chunk) {
          if (c === '\r' || c === '\n' || c === '\u0004') {
            stdin.off('data', onData);
            return resolve(typed);
          }
          if (c === '\u0003') {
            stdin.off('data', onData);
            return reject(new Error('cancelled'));
          }
          typed = c === '\u007f' || c === '\b' ? typed.slice(0, -1) : typed + c;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stdout.write('\n');
  }
}
