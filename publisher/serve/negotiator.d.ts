// negotiator 1.x ships no types (@types/negotiator describes 0.6, without `preferred`): the
// part of its API the static handler uses, as its README gives it.
declare module 'negotiator' {
  interface Headers {
    readonly [name: string]: string | readonly string[] | undefined;
  }
  export default class Negotiator {
    constructor(request: { headers: Headers });
    /** The client's most preferred of `available` (q-values honoured, `q=0` refuses one;
     * among equal ones, the order of `preferred`), or undefined when it takes none. */
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
