// What a ghost is called wherever a view draws one: the same words in every game.
export const ghostLabel = (name: string) => `Ghost · ${name}`;
