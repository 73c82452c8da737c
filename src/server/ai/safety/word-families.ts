/**
 * Word families the safety classifier reads besides the words themselves (docs/ai.md#safety): words of
 * one meaning share a feature, so a phrasing the corpus lacks ("i want to dissolve", "the cold river")
 * is read by what it means, as a small hand-made stand-in for word vectors. Families are features with
 * learned weights, never rules: "sleep" is in `waking` for "never wake up" and in the look-alikes for
 * "i cannot sleep".
 */

/** Family name: its words, space-separated (normalised: lower case, no apostrophes). */
const FAMILIES: Readonly<Record<string, string>> = {
  cease:
    'dissolve disappear disappearing vanish vanishing erase erased fade fading ' +
    'unexist cease ceasing evaporate nothingness nonexistent exist existing existence ' +
    'gone away out anymore forever permanently permanent end ending ends ended over ' +
    'finish finished done stop stopping',
  death:
    'die dies died dying dead death deaths dye kill killing killed suicide suicidal ' +
    'sucide suicde kms unalive ctb funeral funerals coffin cemetery grave graves ' +
    'buried bury burial corpse body rip heaven afterlife home',
  fall:
    'river sea ocean lake water bridge cliff cliffs tracks train trains roof rooftop ' +
    'ledge balcony tower building motorway highway truck lorry bus car garage exhaust ' +
    'engine wall woods forest drown drowning jump jumping fall falling',
  means:
    'pills pill pils tablets tablet paracetamol tylenol painkillers meds medication ' +
    'antidepressants dose overdose od bottle bottles rope noose cord belt hang ' +
    'hanging blade blades razor knife knives gun guns bullet bleach poison sleeping ' +
    'insulin stockpile stockpiling saved saving collected hoarded enough',
  farewell:
    'goodbye goodbyes goodby bye farewell last final finally thanks thank sorry ' +
    'forgive letter letters note notes message messages tonight tomorrow weekend soon ' +
    'ready decided decision plan planned planning date day time',
  arrange:
    'will wills savings gave give giving given away belongings stuff things cat dog ' +
    'pets kids children bills insurance passwords accounts subscriptions cancelled ' +
    'cancel tidying loose ends affairs order sorted arranged',
  burden:
    'burden burdens weight better without lighter easier free relief relieved nobody ' +
    'noone anyone miss care notice notices deserve worthless useless waste pointless ' +
    'hopeless nothing empty numb tired exhausted trapped stuck cant cannot',
  harm:
    'cut cuts cutting scar scars scarred bleed bleeding blood burn burning burns ' +
    'scratch scratching hit hitting punch punching bruise bruises sh selfharm relapse ' +
    'relapsed relapsing hurt hurting harm harming myself arms wrists wrist thighs ' +
    'sleeves',
  waking:
    'wake waking woke awake sleep asleep morning mornings tomorrow eyes open close ' +
    'breathing breath heart alive living live life lives survive surviving born',
};

/** Each word's families. */
export const FAMILIES_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const families = new Map<string, string[]>();
  for (const [family, words] of Object.entries(FAMILIES))
    for (const word of words.split(' '))
      families.set(word, [...(families.get(word) ?? []), family]);
  return families;
})();
