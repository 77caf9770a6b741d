export interface Logger {
  info(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message, detail) => console.log(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
