import os from 'node:os';
import { bytes } from './format';

export type Machine = {
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  platform: string;
  load: string;
};

/** What the figures were measured on; the load average says how busy the machine already was. */
export function machineInfo(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: bytes(os.totalmem()),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    load: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
  };
}
