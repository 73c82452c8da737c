import type { BookItem } from '../types';

export const ADVENTURE_RETELLING_TREASURE_ISLAND = {
  id: 'adventure-retelling-treasure-island',
  genre: 'adventure',
  kind: 'existing',
  title: 'Treasure Island, Retold',
  author: 'Stillwell Library, after Robert Louis Stevenson',
  retells: { title: 'Treasure Island', author: 'Robert Louis Stevenson' },
  sections: [
    {
      title: 'The Old Sea Captain',
      content: `*Jim Hawkins* was a boy who lived with his mother and father at the Admiral Benbow, a small inn on a lonely cove on the coast of England. From the windows you could hear the waves on the rocks.

One day an old sailor came trudging up the road to the inn, with a heavy wooden *sea-chest* wheeled behind him in a barrow. He was tall and strong and weathered brown, with a pale scar across one cheek. He called himself the captain. All day he walked along the cliffs with a brass telescope, and in the evenings he sat by the fire drinking rum and singing old sea songs in a rough voice, about dead men and bottles of rum.

The captain paid Jim a silver coin every month to keep a sharp lookout for one particular person: a seafaring man with *one leg*. Jim began to dream about this one-legged man, and the dreams were not pleasant.

The captain's name was Billy Bones, and he was clearly afraid of someone. One winter morning, a pale stranger with two fingers missing from one hand came to the inn and asked for his old shipmate Bill. He called himself Black Dog. There was a fierce quarrel, a clash of cutlasses, and Black Dog fled down the road. The captain was so shaken that he fell ill, and kindly *Dr Livesey* came to tend him. The doctor warned him that rum would be the end of him.

The captain told Jim a secret. His old shipmates were after his sea-chest. If they ever gave him the black spot, a paper summons that pirates sent to one another, Jim was to ride for the doctor.

Sadly, Jim's father was very ill at that time, and soon after, he passed away. Jim and his mother were left alone to run the inn.

One frosty afternoon, a blind man came tapping up the road with his stick. He gripped Jim's arm with a grip like iron and made him lead him to the captain. He pressed something into the captain's hand and tapped away. It was the black spot, with a message saying the pirates would come at ten o'clock that night. The captain leapt up, but the shock was too much for his weak heart, and he fell to the floor. The old sailor was gone.

Jim and his mother were frightened, but honest. The captain owed them money, and they decided to take only what was fairly theirs from his chest. They found the key on a string around his neck. Inside the chest, under clothes and pistols and shells, there was a bag of gold coins and a small bundle wrapped in oilcloth. As Jim's mother slowly counted out the money they were owed, they heard the tap-tap-tap of the blind man's stick on the frozen road. Jim grabbed the oilcloth bundle, and they slipped out into the night and hid under a little bridge.

From there they watched the pirates burst into the inn, searching everywhere and shouting in fury when they could not find what they wanted. Then came the sound of horses. Officers of the law were riding up the road, and the pirates scattered into the darkness.

Jim took the bundle to Dr Livesey, who was dining with the wealthy *Squire Trelawney*. When they opened it, they found an old notebook and a folded paper. It was a *map* of an island, with hills and bays marked on it and three red crosses. Beside one cross was written: bulk of treasure here. It was the map of Captain Flint, the most fearsome pirate who ever sailed, who had buried his treasure on this lonely island.

The squire's eyes shone. He would buy a ship, he declared, and they would sail to find it. The doctor would be ship's doctor, and Jim would be cabin boy.

The doctor agreed, but with one warning, spoken with a smile. The greatest danger to the whole adventure, he said, was the squire himself, for he had never kept a secret in his life.`,
    },
    {
      title: 'Long John Silver',
      content: `Squire Trelawney went to the busy port of Bristol, bought a fine schooner called the *Hispaniola*, and gathered a crew. Jim travelled to join him, saying a tearful goodbye to his mother and the Admiral Benbow.

The squire had been lucky, he said. He had met an old sailor who kept an inn by the docks, a man who knew every seaman in Bristol. He had agreed to come as ship's cook and had found nearly the whole crew. His name was *Long John Silver*.

Jim went to find him, and his heart jumped. Silver had only one leg. He moved about on a crutch with wonderful skill, hopping like a bird. But he was so cheerful and friendly, with a big, clever, smiling face, that Jim's fear melted away. This could not be the man Billy Bones had feared. Silver treated Jim as a friend, told him sea stories and made him laugh.

Not everyone was so pleased. The captain of the Hispaniola, *Captain Smollett*, was a stern, honest man, and he did not like the crew or the voyage at all. Too many people, he complained, knew about the treasure map. He insisted that the guns and gunpowder be stored near the cabins where the squire and his friends slept. The squire thought Smollett a grumbler. Later they would all be very glad of his caution.

At last the Hispaniola set sail. The voyage was long and mostly pleasant. Silver was everyone's favourite. He kept his galley spotless and had a parrot named Captain Flint, after the old pirate. The parrot sat on his shoulder and screamed "Pieces of eight! Pieces of eight!" until everyone laughed. Silver told Jim the bird was two hundred years old and had seen more wickedness than anyone.

One evening, near the end of the voyage, Jim felt hungry and climbed into the big *apple barrel* on deck to find the last apple. It was dark and warm inside, and he was half asleep when he heard a heavy body sit down against the barrel. It was Silver, talking quietly to a young sailor.

What Jim heard made him tremble. Silver had sailed with Captain Flint himself, long ago. Many of the crew were old pirates, and they meant to take the treasure for themselves. They were only waiting until it was safely aboard. Then they would take over the ship. Silver's friendly manner was all a mask.

Jim stayed perfectly still. Then, from the lookout, came a cry: "Land ho!" Everyone rushed to see, and Jim slipped out of the barrel unnoticed.

In the moonlight, an island rose from the sea, with two low hills and, in the middle, a taller one with its top hidden in fog. It was the island on the map.

As soon as he could, Jim told the captain, the squire and the doctor what he had heard. They listened gravely. The squire apologised to Captain Smollett for not listening to him. They counted the men they could trust: the three of them, Jim, and the squire's three servants. Seven against nineteen.

Captain Smollett made a calm plan. They would go on as if nothing had happened, and keep their eyes open. "Jim can help us more than anyone," said the doctor. "The men are not afraid of him, and Jim notices things."

Jim felt very young, and very proud.

The next morning, the Hispaniola anchored off the island. It was a hot, still, gloomy day, with the smell of rotting leaves and the sound of surf booming on the shore. The crew, so cheerful on the voyage, grew sulky and restless, and trouble seemed close. To give them something to do, the captain let most of them go ashore for the afternoon.`,
    },
    {
      title: 'The Man of the Island',
      content: `As the pirates climbed into the boats to go ashore, Jim had a sudden idea. Without asking anyone, he slipped over the side and hid in the bottom of one of the boats. When it reached the beach, he jumped out and ran into the woods before anyone could stop him. He heard Silver calling his name, but he kept running.

At first he was delighted. He was free on a *treasure island*. He wandered through marshes full of tall reeds, among strange trees and flowers, and saw birds rising from the swamps and a snake basking in the sun.

But soon Jim learned the truth about Long John Silver. Hiding in the bushes, he saw Silver trying to persuade one of the honest sailors to join the pirates. The man bravely refused, and Jim saw that Silver would stop at nothing. The kind and jolly cook was a dangerous man. Jim ran away, shaking, and did not stop until he was deep among the trees.

He was alone, lost and frightened. Then something moved on the hillside above him. A strange figure darted from tree to tree, running bent over like an animal. Jim was afraid, but the figure came closer, and he saw it was a man. His skin was burned dark by the sun, his clothes were rags patched with sailcloth, and his eyes were pale and eager. He threw himself on his knees.

His name, he said, was *Ben Gunn*, and Jim was the first living person he had talked to in three long years.

Ben Gunn had once sailed with Captain Flint. Three years ago, he had persuaded another crew to come to the island to look for Flint's treasure. When they found nothing, they had sailed away and left him behind, with only a musket, a spade and a pickaxe. He had lived alone ever since, eating goats and berries and oysters.

Then he asked, almost shyly, whether Jim might have any cheese with him. Night after night, he said, he had lain awake dreaming of cheese, most often toasted.

Jim promised him all the cheese he wanted if they got home safely. Ben Gunn grew excited. He hinted that he was rich now, very rich, and that he would make a bargain with the squire. He only asked to be taken home. He also told Jim where he had hidden a small boat of his own making, in case it should ever be needed.

Just then, the thunder of a cannon rolled across the island. Jim and Ben Gunn ran towards the sound. Over the trees, Jim saw the British flag flying above an old wooden *stockade*. It was a log fort that Captain Flint had built long ago on a little hill, with a spring of fresh water inside.

While Jim had been away, the captain, the doctor and the squire had acted quickly. They had loaded a small boat with guns and supplies and rowed ashore to the stockade, where they could defend themselves. The pirates left on the ship had fired the cannon at them, but they had reached the fort safely.

Ben Gunn did not want to come any closer yet. He would come, he said, when the doctor was ready to make a bargain. Then he slipped away into the trees as quietly as a shadow.

Jim crept carefully through the woods to the stockade. He climbed over the wall of logs and into the arms of his friends, who were overjoyed to see him. The doctor shook his hand warmly, and even stern Captain Smollett gave him a smile.

That evening, as the sun went down, Jim sat by the small fire inside the fort, tired out, and told them everything he had seen, and all about Ben Gunn and his cheese. The doctor listened closely and smiled. The captain wrote carefully in his logbook. Outside, the sea murmured on the beach and the stars came out one by one over the island. For tonight, at least, they were *together and safe*.`,
    },
    {
      title: 'Jim Takes the Ship',
      content: `The next morning, Long John Silver came to the stockade under a white flag of truce. He sat down on the sand outside and offered a bargain. If they gave him the map, he said, he would take them safely away from the island afterwards. Captain Smollett refused him coldly, and Silver left in a rage, promising they would be sorry.

Soon the pirates attacked the stockade. There was a short and frightening battle, with shouting and the crack of muskets, and men climbing over the fence. But the small band defended themselves bravely, and the pirates were driven off. Captain Smollett was hurt, though not too badly, and some men on both sides had fallen. It had been a dreadful morning, and no one felt like cheering.

That afternoon the doctor took the map and walked out into the woods, saying he was going to see Ben Gunn. Jim was left behind, feeling restless and too hot in the crowded fort, and he did something foolish and brave. He filled his pockets with biscuits, took two pistols, and crept out of the stockade without telling anyone.

He went to find the little boat Ben Gunn had told him about. It was a *coracle*, a tiny round boat of goatskin stretched over a wooden frame, so light he could carry it. That night, in the darkness, he paddled it out across the bay to the Hispaniola. Two pirates on board were quarrelling loudly in the cabin. Jim reached the anchor rope, took out his knife, and cut it, strand by strand. The ship began to drift with the tide.

Jim's coracle was swept away out to sea. All night he lay in the bottom of it, rocking on the waves, too frightened to move. At dawn, he found himself off the island's coast, and to his astonishment he saw the Hispaniola drifting nearby, her sails flapping, with no one steering. He paddled with all his strength and managed to scramble aboard.

One of the two pirates, a man called *Israel Hands*, was lying on deck, hurt from the quarrel of the night before. Jim hauled down the pirate flag and threw it overboard. Then he made a deal with Hands. Hands would tell him how to sail the ship, and Jim would bring him food and drink and bandage his wound.

Together they steered the Hispaniola around the island to a quiet inlet in the north. But Jim did not trust Hands, and he was right. As they were bringing the ship to shore, Hands crept towards him with a knife. Jim scrambled up the ropes of the mast to escape. Hands climbed after him. But just then the ship tilted sharply, and Hands lost his grip and fell into the water below. He did not come up again.

Jim climbed down, shaken and pale. But he had done it. He had the *Hispaniola* safe, beached in a hidden inlet where no pirate could find her. He could hardly wait to tell the captain.

He waded ashore and walked back across the island through the twilight, full of pride. It was dark when he reached the stockade. All was quiet. He thought everyone must be asleep. He crept over the wall, planning to lie down in his usual place and surprise them all in the morning.

But as he stepped inside, a shrill voice screamed out of the darkness: "Pieces of eight! Pieces of eight!"

It was Silver's parrot, Captain Flint.

Strong hands seized him. Someone lit a torch. And there in the firelight sat Long John Silver and his pirates. They had taken over the stockade. Jim's friends were gone.

Jim stood very still, his heart sinking. He was alone among the pirates, a *prisoner*, with no idea whether his friends were even alive.`,
    },
    {
      title: 'The Treasure',
      content: `Long John Silver looked at Jim with his clever, twinkling eyes and told him not to be afraid. Jim's friends were alive, he said. The doctor had come to the stockade that very morning and made a surprising bargain. He had given Silver the *treasure map*, along with the stockade and the supplies, and the squire's party had walked away unharmed. Where they had gone, Silver did not know.

Jim drew himself up. He told the pirates that it was he who had overheard them in the apple barrel, and he who had cut the ship loose and hidden it. They could do what they liked with him, but if they spared him, he would speak up for them when they came to trial.

Several pirates growled and wanted to hurt him. But Silver stood up for him. He was a cunning man, and he could see that things were going badly for the pirates. Jim might be useful. Silver kept the grumbling crew in order and quietly made Jim a promise: if Jim would help save him, he would keep Jim safe.

In the morning, Dr Livesey came to the stockade to care for the sick and wounded pirates, for he was a doctor to everyone, friend or enemy. He spoke with Jim privately and was both cross and amazed to hear his story. At every turn, he told Jim, it was Jim who had saved them.

Then the pirates set off to find the treasure, with Jim tied to Silver by a rope. They climbed the tall hill, following the map. On the way they found the old bones of a sailor, laid out on the ground with its arms pointing the way, a grim signpost left by Captain Flint. The pirates grew nervous. Then, from the trees, a high voice began to sing Flint's old song, and call out as if it were Flint himself. The pirates turned pale with fear. Only Silver kept his courage and recognised the voice. It was Ben Gunn, playing tricks to frighten them.

At last they reached the spot. There, under a tall tree, was a great *hole*, already dug. At the bottom lay a broken pickaxe and some loose boards. The treasure was gone.

The pirates turned on Silver in fury. But before anything worse could happen, shots rang out from the woods, and the doctor, Ben Gunn and one of the squire's men came out of the trees. The pirates fled.

Now the whole story came out. Long ago, in his lonely years on the island, Ben Gunn had found Flint's treasure and carried it, load by load, to a cave in the hills. The doctor had learned this from Ben Gunn, and that was why he had happily given away a useless map.

In Ben Gunn's cave, Jim saw the treasure at last. Coins of every country, English and French, Spanish and Portuguese, gleamed in great heaps in the firelight, along with bars of gold. It took them days to carry it all down to the Hispaniola.

The last few pirates were left on the island with food and tools and supplies, since there was no safe way to take them. With a small crew, the Hispaniola sailed for home. At a port in South America, while the others were ashore, Long John Silver slipped away in a boat, taking a small bag of coins with him. Everyone was rather relieved to see him go.

At last they reached England, and each of them received a good share of the treasure. Ben Gunn spent his in a few weeks and ended up as a gatekeeper, singing in the church choir on Sundays. Jim went home to his mother, richer and a great deal wiser.

There is still treasure on that island, they say, silver buried where Flint left it. But nothing would make Jim go back. On stormy nights he sometimes dreams of the surf booming on those shores, and he sits up in bed with a start, hearing the parrot's sharp voice crying in his ears: "*Pieces of eight!*"`,
    },
  ],
} as const satisfies BookItem;
