import type { BookItem } from '../types';

export const SCIENCE_FICTION_RETELLING_TWENTY_THOUSAND_LEAGUES = {
  id: 'science-fiction-retelling-twenty-thousand-leagues-under-the-seas',
  genre: 'science-fiction',
  kind: 'existing',
  title: 'Twenty Thousand Leagues Under the Seas, Retold',
  author: 'Stillwell Library, after Jules Verne',
  retells: { title: 'Twenty Thousand Leagues Under the Seas', author: 'Jules Verne' },
  sections: [
    {
      title: 'The Monster of the Seas',
      content: `In the year 1866, sailors all over the world began to tell the same strange story. Something enormous was moving through the oceans. It was long and shaped like a spindle, much bigger and faster than any whale. At night it sometimes glowed with a strange light. Ships had seen it in the Atlantic and in the Pacific, thousands of miles apart, only days between sightings. Then one ship was struck beneath the waterline by something sharp and powerful, and came into port with a great hole in its hull.

Everyone had an opinion. Newspapers printed drawings of sea serpents and giant squid. People argued about it in cafés and at dinner tables. Was it a monster? Was it a secret invention?

*Professor Pierre Aronnax*, a well-known French scientist who studied the creatures of the sea, had just returned to New York from an expedition. He wrote an article suggesting that the mystery creature might be a giant narwhal, a kind of whale with a long, sharp horn. Soon afterwards, he was invited to join a voyage to hunt it down. The American government was sending a fast warship, the *Abraham Lincoln*, to rid the seas of the danger.

Aronnax accepted at once. With him came his loyal servant, *Conseil*, a calm, polite young man who never seemed surprised by anything and who loved to sort living things into their scientific classes.

On board they met *Ned Land*, a big, strong Canadian, the finest harpooner in the world. He had a sharp eye and a warm heart, and he did not believe in monsters at all. He thought it was all a lot of fuss about nothing.

For months the Abraham Lincoln sailed the Pacific Ocean. Every sailor watched the waves day and night, for a reward had been promised to whoever saw the creature first. They saw whales and dolphins, but no monster. The crew grew bored and disappointed. At last the captain agreed that if nothing appeared within three more days, they would turn for home.

On the very last night, Ned Land's voice rang out across the deck. There, on the dark water, lay a long shape glowing with a brilliant light. The ship gave chase. Hour after hour, the creature played with them, slipping away and circling back, always just out of reach. At last, in the darkness, Ned stood ready at the bow and hurled his *harpoon*. It struck the creature with a ringing sound, like metal, and bounced off.

Then there was a tremendous shock. Two great columns of water crashed over the ship. Aronnax was thrown over the rail and plunged into the cold, dark sea.

He swam and swam, growing weaker, until he felt a strong hand holding him up. It was faithful Conseil, who had jumped in after his master. The two of them struggled to stay afloat as the ship's lights faded into the distance. Just as Aronnax felt he could swim no more, he bumped against something hard. Ned Land was there too, standing on what looked like an island. He called out to them and pulled them up beside him.

They were standing on the back of the *monster*. Aronnax stamped his foot. It was not skin at all. It was steel, made of plates riveted together.

"It is a boat," said Ned Land quietly. "A boat that sails under the water."

As the sun rose, the strange vessel began to move. The three friends clung on. When it began to sink beneath the waves, Ned hammered on the metal plates and shouted. A hatch opened. Eight men with covered faces climbed out, silently took hold of the three of them, and pulled them down inside.

The hatch closed over their heads, and they were in complete darkness.`,
    },
    {
      title: 'Captain Nemo and the Nautilus',
      content: `The three companions were left alone in a small, bare metal cell. After a time, a bright light shone on, and two men came in. One was tall and proud, with a pale face, dark, steady eyes and an air of calm command. He listened to each of them as they spoke in French, English, German and Latin, and said nothing. Then the men left, and a steward brought a delicious meal.

The next day, the tall man returned and spoke to them in perfect French. He was *Captain Nemo*, he said, the commander of this vessel. He had broken all ties with the land and its people. Now that they had discovered his secret, they could never leave. But aboard his ship, they would be free to go wherever they liked, except at certain times when he would ask them to stay in their rooms.

Ned Land was angry. He wanted his freedom. But Aronnax, for all his worry, felt a thrill of excitement. He was about to see the wonders of the deep as no scientist had ever seen them.

Captain Nemo showed him around his ship, the *Nautilus*. It was like a floating palace. There was a library with twelve thousand books, and a grand salon with paintings by the great masters, an organ, and glass cases full of the rarest shells, corals and pearls. Everything aboard was powered by *electricity*, which the Captain drew from the sea. It lit the rooms, drove the great propeller and made fresh air. The Nautilus could dive to enormous depths and race along faster than any ship on the surface.

Everything they ate and used came from the ocean. There was fish and turtle, seaweed and sea fruit, and even cigars made of a special seaweed. The crew spoke a language of their own that no one else understood. The Captain's motto was engraved everywhere: *Mobilis in mobili*, meaning moving within the moving element. The sea, he said, was everything to him. Beneath its surface there were no tyrants and no wars, only peace.

Then Captain Nemo slid back two great panels in the wall of the salon, and Aronnax gasped. Behind thick glass lay the open sea, lit up by the ship's powerful lamps. Fish of every colour swam past, silver and gold and blue, gliding and darting and turning. Conseil named every one of them, and Ned, who knew fish from years of fishing, told them which ones were good to eat.

Some days later, the Captain invited them on a walk. Wearing heavy diving suits, with metal helmets and tanks of air on their backs, they stepped out through a hatch onto the floor of the ocean. They walked across soft, fine sand. Sunlight filtered down through the water in shimmering rays of every colour. Then they entered a forest under the sea, where tall plants rose straight up towards the surface like trees, perfectly still in the quiet water. There was no sound at all except their own breathing.

It was the most *peaceful* place Aronnax had ever been. He felt as though he were walking in a dream.

Day after day, the Nautilus sailed on across the Pacific. Aronnax spent hours at the great windows, writing notes about everything he saw. He watched glowing creatures drift by in the dark, and saw coral gardens of pink, red and white. Slowly, he began to feel at home.

Only Ned Land stayed restless. He paced the corridors like a caged bear. He longed for the wind on his face and the taste of fresh meat, and he never stopped thinking about escape.

But the Captain remained a mystery. Who was he? What had driven him to leave the world behind? Sometimes, late at night, Aronnax heard him playing sad music on the great organ in the salon, alone.`,
    },
    {
      title: 'Pearls, Tunnels and a Lost City',
      content: `The Nautilus carried them onwards into the Indian Ocean, and the wonders kept coming.

Near the island of Ceylon, Captain Nemo took them on another underwater walk, to a great bed of oysters where the finest *pearls* in the world were found. There they watched a poor local pearl diver working on the seabed, holding his breath and gathering oysters. Suddenly a great shark came gliding towards him. The Captain leapt forward with his knife to protect the man and, with Ned Land's help, drove the shark away. Then Nemo carried the half-drowned diver to the surface, revived him and, before leaving, slipped a bag of pearls into his hand.

Aronnax was deeply moved. Whatever the Captain's secret sorrow, he saw, there was still great kindness in him towards those who suffered. "That poor man lives in the land of the oppressed," the Captain said quietly, "and I am on their side."

Next the Nautilus sailed up into the Red Sea. Aronnax was puzzled. In those days there was no canal yet connecting the Red Sea to the Mediterranean. How would they get out? The Captain smiled. He had discovered a secret *tunnel* beneath the land, deep under the sea floor. Aronnax stood beside him in the pilot's cabin as the Nautilus plunged into the dark passage. The current swept them through at great speed, and in only twenty minutes they came out into the Mediterranean Sea.

They raced through the Mediterranean and out into the Atlantic Ocean. There, one night, the Captain invited Aronnax on a walk he would never forget.

They set off across the sea floor in the dark, lit only by a reddish glow in the distance. The ground rose steeply. They climbed over rocks and among fallen trees turned to stone, up and up, until they stood on the slope of an underwater mountain. Nearby, an underwater volcano was glowing, and its fiery light lit up everything around them.

Below them, stretched out across the sea floor, Aronnax saw the ruins of a great city. There were fallen temples and broken arches, streets and walls and great columns lying on their sides, all covered with sea plants and sand. It was very old, older than any city he knew.

Captain Nemo picked up a piece of chalky stone and wrote one word on a black rock: *Atlantis*.

Aronnax stood in wonder. Atlantis was the legendary lost city, spoken of by the ancient Greek writer Plato, which had sunk beneath the sea thousands of years ago. Many had thought it was only a story. Yet here it was, lying quietly in the deep, and he was walking among its ruins.

He stood for a long time on the mountainside, looking down at the silent streets. He thought of all the people who had once lived there, who had walked in the sunshine and built their homes and temples. Now their city was home only to fish and drifting sea flowers. The moon shone faintly down through the water, mixing its pale light with the red glow of the volcano. Everything was still.

Beside him, Captain Nemo stood motionless, gazing at the ruins. Aronnax wondered what the Captain was thinking. Perhaps he, too, felt the great calm of this place, where all the noise and quarrels of the world were long forgotten.

At last they turned and walked slowly back to the Nautilus, down through the fallen stones, with the ocean all around them like a vast and gentle darkness. That night Aronnax could not sleep. He lay in his cabin, listening to the soft hum of the ship, and thought about the *lost city*, and about how much beauty the world keeps hidden.`,
    },
    {
      title: 'Ice and Giants',
      content: `The Nautilus turned south and sailed for weeks, down and down the world, until icebergs appeared all around it. The sea grew thick with ice, and the cold became fierce. Ned Land thought they would have to turn back. But Captain Nemo had an extraordinary plan. He would take the Nautilus *under* the great ice and reach the South Pole itself, where no one had ever been.

They dived deep beneath the ice fields and sailed on in the silent blue water. At last they rose to the surface in an open sea, with ice and rocky land around it. On the 21st of March, at noon, the Captain took careful measurements of the sun. They were standing at the *South Pole*. Nemo unfurled a black flag with a golden N and planted it in the rock.

But on the way back, disaster struck. An enormous iceberg turned over in the water and trapped the Nautilus beneath it. Ice walls were above, below and on every side. The air inside the ship could only last for two days.

Every man aboard took turns putting on a diving suit and going out to hack at the ice with picks. Aronnax and Ned worked as hard as anyone. Hour after hour, they cut a trench into the ice. But the water around them was growing colder and the ice walls were slowly closing in. Inside the ship, the air grew thinner and harder to breathe. Aronnax felt his head swimming. Then, at his side, he felt Conseil and Ned pressing the last of a tank of fresh air to his lips, giving him their share so that he could breathe.

At last the Captain had the ship filled with water to make it heavier, and drove it down onto the thinned ice with all its weight. The ice cracked and gave way. The Nautilus shot forward under the ice towards open water, then raced upward and burst through to the surface. The hatches were flung open, and fresh, cold air poured in. Aronnax breathed it in great gulps, tears running down his face. He thanked his two friends with all his heart.

After this, the Nautilus headed north again, into warmer waters. Near the islands of the Bahamas, among great underwater cliffs, they met the *giant squid*. There were several of them, enormous creatures with huge eyes and long, powerful arms. One wrapped itself around the ship's propeller and stopped it dead.

Captain Nemo and his crew went up onto the deck with axes to free the ship. Ned Land came too, with his harpoon. It was a wild and frightening struggle. One of the sailors was seized by a great arm and carried away into the sea before anyone could save him. Aronnax would never forget the cry he gave. Ned himself was knocked down, and only the Captain's quick rescue saved him. At last the creatures were driven off, and the Nautilus slipped back beneath the waves.

Afterwards, Captain Nemo stood alone on the deck, looking out at the sea. Aronnax saw that there were tears running down his face. He had lost one of his companions, and he grieved for him as if for a brother.

Some days later, they laid the sailor to rest in a peaceful *coral cemetery* on the seabed, among other companions who had died in earlier years. The crew stood in a circle in their diving suits, with their heads bowed, while corals grew like flowers all around them. Aronnax saw that these men, who had left the world behind, were bound together by deep loyalty and love.

But Ned Land was more determined than ever. He had been aboard for months and months. He had seen enough wonders. He wanted to go home. And Aronnax, too, had begun to feel that the time had come to leave.`,
    },
    {
      title: 'The Maelstrom',
      content: `As the Nautilus travelled north through the Atlantic, Aronnax began to notice a change in Captain Nemo. He became silent and gloomy. He no longer came to the salon to talk about the sea. Sometimes he looked out over the waves with a face full of sorrow and anger.

One day the Nautilus stopped above the wreck of an old warship lying on the sea floor. The Captain told Aronnax its story. It had been a brave ship, he said, that sank rather than surrender, and its sailors had gone down crying out for liberty. He spoke with such strong feeling that Aronnax began to understand him better. Somewhere in the world, long ago, a powerful nation had done Captain Nemo a terrible wrong. It had taken his country, his freedom and the people he loved most, his wife and his children. That was why he had left the land forever.

Soon after, a warship appeared on the horizon and began firing at the Nautilus. The Captain's eyes blazed. The ship belonged to the nation he had vowed to fight. He ordered the prisoners to their rooms. Aronnax begged him to spare the ship, but the Captain would not listen. He drove the Nautilus straight at the warship, and it sank beneath the waves.

Aronnax was filled with grief and horror. He saw Captain Nemo go to his cabin and kneel before a portrait of a young woman and two small children, his lost family. The Captain was weeping.

That night, Aronnax knew for certain that they must *escape*. Ned Land had been waiting for a chance, and now it came. The Nautilus was close to the coast of Norway. They would take the little dinghy that was fixed to the top of the ship and row for land.

At the appointed hour, Aronnax crept through the salon for the last time. As he passed, he heard the Captain playing a few sad chords on the organ, and then he heard him whisper a broken prayer, begging heaven that all the sorrow might end. Aronnax felt a great pity for him.

The three friends climbed up into the dinghy and began to unfasten it. Suddenly they heard the crew shouting. Aronnax thought they had been discovered. But the crew was shouting a different word: *Maelstrom*!

The Nautilus had sailed right into the most terrible whirlpool in the ocean, off the coast of Norway, where the sea spins round and round in great circles and draws down everything that comes near. The ship was being pulled towards its centre. The dinghy tore free of its bolts and was flung out into the raging water, spinning round and round. Aronnax struck his head against an iron rib of the little boat, and everything went dark.

When he opened his eyes, he was lying in a warm bed in a small wooden hut. Ned Land and Conseil were beside him, smiling. They were safe in the cottage of a kind *fisherman* on one of the Lofoten Islands. None of them knew how they had survived the whirlpool. They had been thrown clear and found.

They had travelled twenty thousand leagues under the seas in ten months. Aronnax had seen the pearl beds of Ceylon, the tunnel under the land, the ruins of Atlantis, the South Pole and the forests of the deep. He had walked where no one had ever walked before. He sat down and began to write it all down, so the world would know.

But he often wondered about Captain Nemo. Had the Nautilus survived the Maelstrom? Was the Captain still sailing somewhere beneath the waves?

Aronnax hoped so. And he hoped that, wherever he was, the Captain would let go of his anger at last and find *peace* in the vast, calm depths he loved so much. For the sea, Aronnax thought, had always been a place of peace, and the Captain deserved to know it again.`,
    },
  ],
} as const satisfies BookItem;
