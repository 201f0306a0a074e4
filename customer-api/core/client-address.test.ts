import { clientAddress } from './client-address';

const request = (forwardedFor?: string | string[]) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: '10.0.0.2' },
});

describe('clientAddress', () => {
  it('with no trusted proxy is the socket peer, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request(), 0)).toBe('10.0.0.2');
    expect(clientAddress(request('198.51.100.1'), 0)).toBe('10.0.0.2');
  });

  it('behind N proxies is the Nth entry from the end, so entries a client wrote first change nothing', () => {
    expect(clientAddress(request('198.51.100.1'), 1)).toBe('198.51.100.1');
    expect(clientAddress(request('6.6.6.6, 198.51.100.1'), 1)).toBe('198.51.100.1');
    expect(clientAddress(request('6.6.6.6, 198.51.100.1, 10.0.0.9'), 2)).toBe('198.51.100.1');
    expect(clientAddress(request(['6.6.6.6', '198.51.100.1']), 1)).toBe('198.51.100.1');
  });

  it('falls back to the socket when no proxy wrote the header', () => {
    expect(clientAddress(request(), 1)).toBe('10.0.0.2');
    expect(clientAddress(request(' , '), 1)).toBe('10.0.0.2');
  });
});
