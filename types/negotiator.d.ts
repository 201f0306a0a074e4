// negotiator ships no types (and @types/negotiator is not installed): the one method the shop calls.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The request's languages, most wanted first (q=0 left out); among `available` when given. */
    languages(available?: string[]): string[];
  }
}
