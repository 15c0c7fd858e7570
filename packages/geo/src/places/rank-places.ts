/**
 * Ranking of matched places: match tier first (0 exact name, 1 start of the name, 2 start of a
 * later word, 3+ typos), then the bias country, then population (unknown last), then the shorter
 * name. Keeps the best tier per place and picks the top few without sorting every match, since
 * a one-letter query matches tens of thousands of places.
 */
import type { IndexedPlace } from './place-index';

export const EXACT = 0;
export const NAME_START = 1;
export const WORD_START = 2;
/** Tier of a match with this many typos. */
export const withTypos = (typos: number): number => WORD_START + typos;

/** Larger than any population, so one number orders by tier and bias, then population. */
const CLASS_WIDTH = 1e11;

export class PlaceMatches {
  private readonly stamp: Uint32Array;
  private readonly tier: Uint8Array;
  private readonly population: Float64Array;
  private generation = 0;
  private touched: number[] = [];

  constructor(private readonly places: readonly IndexedPlace[]) {
    this.stamp = new Uint32Array(places.length);
    this.tier = new Uint8Array(places.length);
    this.population = Float64Array.from(places, (place) => place.population ?? -1);
  }

  /** Starts a new search; the arrays are reused so a search allocates almost nothing. */
  reset(): void {
    this.generation += 1;
    this.touched = [];
  }

  get size(): number {
    return this.touched.length;
  }

  bestTier(place: number): number | undefined {
    return this.stamp[place] === this.generation ? this.tier[place] : undefined;
  }

  offer(place: number, tier: number): void {
    if (this.stamp[place] !== this.generation) {
      this.stamp[place] = this.generation;
      this.tier[place] = tier;
      this.touched.push(place);
    } else if (tier < this.tier[place]!) {
      this.tier[place] = tier;
    }
  }

  top(limit: number, biasCountryIso2: string | undefined): IndexedPlace[] {
    const score = (place: number): number => {
      const outsideBias =
        biasCountryIso2 && this.places[place]!.region.countryIso2 !== biasCountryIso2 ? 1 : 0;
      return (this.tier[place]! * 2 + outsideBias) * CLASS_WIDTH - this.population[place]!;
    };
    const before = (a: number, aScore: number, b: number, bScore: number): boolean => {
      if (aScore !== bScore) return aScore < bScore;
      const placeA = this.places[a]!;
      const placeB = this.places[b]!;
      if (placeA.name.length !== placeB.name.length) return placeA.name.length < placeB.name.length;
      return placeA.id < placeB.id;
    };

    const best: number[] = [];
    const bestScores: number[] = [];
    for (const place of this.touched) {
      const placeScore = score(place);
      const last = best.length - 1;
      if (best.length === limit && !before(place, placeScore, best[last]!, bestScores[last]!)) {
        continue;
      }
      let at = best.length;
      while (at > 0 && before(place, placeScore, best[at - 1]!, bestScores[at - 1]!)) at--;
      best.splice(at, 0, place);
      bestScores.splice(at, 0, placeScore);
      if (best.length > limit) {
        best.pop();
        bestScores.pop();
      }
    }
    return best.map((place) => this.places[place]!);
  }
}
