import type { BookItem } from '../types';

export const ADVENTURE_SEAL_PUP_TIDE = {
  id: 'adventure-seal-pup-tide',
  genre: 'adventure',
  kind: 'new',
  title: 'The Seal Pup and the Turning Tide',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Island',
      content: `The ferry to Ronsay took two hours, and Zara Ahmed was sick over the side twice.

She was twelve, and she was spending the summer on the island with her Aunt Layla, who ran a small guesthouse there, while her parents worked long shifts at the hospital back in the city. Zara had never been anywhere so far from a shop. Ronsay was a small green hump of an island off the west coast, with one road, one school, one shop that was also the post office, about two hundred people, and, as far as she could tell, about two million sheep.

"You'll love it," said Aunt Layla, hugging her on the pier. "Give it a week."

For the first three days, Zara did not love it. There was no cinema. The internet was so slow it was almost a joke. It rained sideways. She spent most of her time in her small room under the roof, listening to the wind and feeling sorry for herself.

On the fourth day, the rain stopped, and Aunt Layla sent her down to the pier with a basket of scones for the ferryman, Mr. MacLeod. His son was sitting on the harbour wall, mending a fishing line. He was about her age, with sandy hair sticking up in every direction and a face covered in freckles.

"You're the niece," he said. "From the city. I'm Finn."

"I'm Zara," said Zara. "What is there to do here?"

Finn looked at her as if she had asked what there was to breathe. "Everything," he said. He stood up and brushed off his jeans. "Come on."

He took her along the shore. Before they had gone very far, he stopped and pointed at the water. "Tide's going out," he said. "See the weed on the rocks? It's wet right up to there. Two hours ago, the sea was up to that line. In four hours it'll be right out past those rocks, and you can walk to places you can't reach now. Then it'll turn round and come back in."

Zara had never thought about tides in her life. "How do you know all that?"

Finn shrugged. "You just *watch*," he said. "If you live here, you have to. The sea doesn't care if you're in a hurry."

They walked for an hour along the shore. Finn showed her things she would never have noticed on her own. There were rock pools full of tiny crabs and red sea anemones that closed up like fists when you touched them gently. There were oystercatchers, black and white with bright orange beaks, running along the edge of the waves and piping. There was the smooth round hole in the sand where a razor clam had dug itself down. Finn moved slowly, looking carefully, and after a while Zara found herself doing the same.

At the far end of the bay, they climbed up onto a grassy headland and sat down. The sun was going down over the sea, turning the water gold and pink. And on a group of flat rocks just offshore, lying in a row like fat grey sausages, were *seals*.

"Oh," said Zara.

"Common seals," said Finn. "Harbour seals, some people call them. They come up on those rocks at low tide to rest. They've got pups this time of year. Look, there's one."

Zara looked. Beside one of the big seals was a smaller one, speckled and round, with huge dark eyes. As they watched, it lifted its head and looked straight toward them. Then it yawned, enormously, and lay down again.

Zara laughed out loud. For a long time they sat on the headland without saying anything, watching the seals and the sea and the sunset, while the tide crept slowly out across the sand. Zara noticed that she had not thought about her phone, or the city, or feeling sorry for herself, for over an hour.

"All right," she said eventually. "Maybe there's one thing to do here."`,
    },
    {
      title: 'Far Strand',
      content: `After that, Zara and Finn spent almost every day together. Finn taught her how to read the tide tables, printed in a little booklet that every household on the island kept by the door. He taught her the names of the birds, and how to tell from the clouds whether rain was coming. Zara taught Finn card tricks and how to make proper chai, with cardamom and lots of milk.

One bright, windy morning in early July, Finn announced that they were going to Far Strand.

Far Strand was a beach on a small tidal island at the north end of Ronsay. At low tide you could walk out to it across a long bar of sand. At high tide, the sea covered the bar, and the little island was cut off.

"It's the best beach on Ronsay," said Finn. "But we have to watch the time. We've got about three hours before the tide comes back over the bar, or we're stuck there till the evening."

They checked the tide booklet twice and set off. The walk across the sand bar was wonderful. The sand was ribbed and shining, and the sea lay quietly on either side, and their footprints were the only ones there. Far Strand itself was a perfect curve of white sand, with clear green water and rocks at each end.

They were exploring when Zara stopped and grabbed Finn's arm.

A little way along the beach, near the waterline, lay a seal pup. It was alone. It was small and speckled, with a round face and long whiskers, and it was lying very still on the sand.

Zara's first thought was that it was lost. Her second was that she wanted to run over and pick it up.

"Don't," said Finn quickly, before she could move. "Stay here. Don't go near it."

"But it's all alone."

"It's probably not," said Finn. He kept his voice low. "Common seal mums often leave their pups on the beach while they go off to feed. The mum'll be out there in the water somewhere, fishing. If people go up to the pup, or touch it, the mum might get frightened and not come back. The best thing you can do for a seal pup is leave it alone and *watch* from a distance."

So they sat down on the rocks, well away from the pup, and watched.

At first it was hard for Zara to sit still. She wanted to do something. But the more she watched, the more she noticed. The pup breathed slowly, its speckled sides rising and falling. Now and then it lifted its head and looked toward the sea, and made a small sound, a bit like a sheep and a bit like a baby crying.

"It's calling her," whispered Finn.

They watched the sea, too. Gulls wheeled over the water. Far out, a gannet folded its wings and plunged straight down into the waves. But no seal's head appeared.

After half an hour, the pup rolled over onto its side, and Zara drew in her breath.

"Finn," she said. "Look at its neck."

Finn looked. Wrapped tightly around the pup's neck, half hidden in its fur, was a loop of green plastic fishing net. Where the net had rubbed, the fur was worn away, and the skin looked sore.

Finn went pale. "That's bad," he said. "It can't get that off by itself. It'll get tighter as it grows."

Then he looked back along the beach, toward the sand bar, and his face went even paler. While they had been watching the pup, the tide had turned. The sea was already creeping back over the bar, from both sides, in long, shallow, glittering sheets.

They could not go back now. And they could not leave the pup.

Zara felt her heart begin to race. She looked at Finn. He was staring at the sea with wide eyes.

Then Zara remembered what he had said on the first day. You just watch. The sea doesn't care if you're in a hurry.

"Okay," she said, and her own voice surprised her by being steady. "Let's *stop*. Let's *think*. What do we need to do?"`,
    },
    {
      title: 'Slack Water',
      content: `They sat on the rocks, and breathed, and made a plan.

The first thing was to get help. Neither of them should try to take the net off by themselves. Finn said that a frightened seal, even a small one, could bite hard, and that trying to cut a net off a wriggling animal could hurt it badly. They needed someone who knew what they were doing. On Ronsay, that was Morag Campbell, the island's wildlife warden, who looked after the birds and seals and had a small boat.

The second thing was that nobody knew where they were.

Zara pulled out her phone. The screen said no signal.

"There's sometimes signal on top of the hill," said Finn. "If you stand on the big rock."

At the top of the hill, Zara climbed onto the big flat rock and held her phone up high. One bar of signal flickered on. Then off. Then on again.

She called Aunt Layla. The line crackled, but Zara spoke slowly and clearly. She said where they were. She said they were safe, and warm, and that they were not going to try to cross the bar. She said there was a seal pup with a net caught round its neck, and could somebody please call Morag Campbell.

Aunt Layla's voice came through, faint but calm. She would call Morag straight away. They were to stay exactly where they were.

Twenty minutes later, a message came from Morag. She would come round by boat. But the channel had strong currents when the tide was running, and it was not safe to cross until slack water, the short, calm pause at the top of the tide before it starts to fall. That would be in about two hours. Until then, they should keep well away from the pup, keep quiet, and make sure nothing disturbed it.

Two hours. It seemed like forever.

They went back down to the rocks and kept watch from a long way off. When a pair of big gulls landed on the sand and began strutting toward the pup, Finn stood up slowly and waved his arms, and they flapped away. Otherwise, they waited.

At first Zara kept checking the time. Then she stopped. There was no point. The tide would come when it came. So instead, she *watched*.

She watched the sea cover the sand bar, slowly at first and then faster, until it was gone, and there was only shining water between them and Ronsay. She watched the light change on the waves. She watched the pup breathing. She felt the wind on her face and the warm rock under her hands. She breathed, in and out, slowly, and she noticed that the fear in her chest had grown smaller and quieter, like a wave running out over sand.

"This is the longest I've ever waited for anything," she said.

"You're good at it," said Finn. "Better than me."

At last, the water stopped moving. The sea, which had been swirling past the end of the island all afternoon, went smooth and still, like a held breath. It was *slack water*.

And across the calm sea came a small blue boat with an outboard motor, and in it sat a woman in a yellow jacket, with a grey plait down her back.

Morag Campbell was quick, quiet and very gentle. She had brought a thick towel, special cutters and sturdy gloves. She crept up on the pup from behind, slowly, and in one smooth movement wrapped the towel around its body, so that it could not wriggle or bite. Then, talking to it softly the whole time, she slipped the cutters under the loop of green net and snipped.

The net fell away. Morag lifted it off, checked the sore place on the pup's neck, and dabbed it with something from a little bottle. Then she unwrapped the towel, backed away, and let the pup go.

It lay still for a moment. Then it shook its head, as if surprised, and gave a small cry, and shuffled a little way down the sand toward the water.

Zara found that she was crying. She did not mind at all.`,
    },
    {
      title: 'Waiting for the Mother',
      content: `Morag came and sat down on the rocks beside them, peeling off her gloves.

"You two did exactly the right thing," she said. "You didn't touch it. You didn't try to cut the net yourselves. You kept your distance and called for help. Most people would have rushed in." She looked at them both. "That was *wise*."

Zara felt her cheeks go warm. Finn looked at his feet and grinned.

"Will it be all right now?" asked Zara.

Morag looked at the pup, which was lying at the edge of the water, watching the sea. "The wound isn't deep. It'll heal, if it's looked after. But a pup this young still needs its mother's milk. If she doesn't come back for it, it won't manage on its own, and I'll have to take it to the rescue centre on the mainland." She looked at the sky. The sun was sinking toward the west. "Let's give her a chance. If she's around, she'll come back at dusk. We'll wait a while and watch. From up there, where she won't see us."

So they climbed back up the little hill and lay in the long grass at the top, looking down over Far Strand. Below them, the pup lay on the sand, small and speckled, with the sea turning slowly gold behind it.

*Waiting* was easier now. Zara had learned how. She lay on her stomach in the grass, with her chin in her hands, and let her attention rest on the beach below. She noticed the way the tide had begun, very gently, to go out again, each wave stopping a little short of the last one. She noticed the smell of the grass and the salt. She noticed a skylark singing somewhere high above, a thin, silvery song that went on and on without stopping for breath.

An hour passed. The sun touched the edge of the sea. The pup called, now and then, its small, lonely cry drifting up the hill on the wind. But no seal came.

Morag looked at her watch. "Another half hour," she said quietly. "Then I'll have to decide."

Zara pressed her hands together. She did not pray, exactly. She just hoped, very hard, with her whole body. Beside her, Finn was holding his breath.

The sun slipped below the horizon. The sea turned from gold to pink to a deep, soft grey. The first star came out above Ronsay.

Then Finn grabbed Zara's arm. "There," he whispered. "There!"

Out in the bay, in the smooth grey water, a round, dark head had appeared. It stayed still for a long moment, with just its nose and eyes above the surface, looking toward the beach. Then it sank, and appeared again, closer. And closer.

On the beach, the pup lifted its head and called. And out in the water, the big seal called back, a deep, low sound that carried across the whole bay.

The mother seal swam into the shallows and hauled herself up onto the sand, heavy and awkward, shuffling forward on her belly. The pup shuffled toward her as fast as it could go. They met at the edge of the water. The mother sniffed her pup all over, nose to nose, and then along its neck, where the net had been. Then she rolled onto her side, and the pup snuggled in against her to feed.

Nobody on the hill said anything. Zara's eyes were full of tears again. Morag was smiling. Finn lay on his back in the grass, looking up at the first stars, with his arms spread out wide.

"Well," said Morag softly, after a long time. "That's the best sight I've seen all year."

They crept back down the far side of the hill, so as not to disturb the seals, and climbed into Morag's little blue boat. The sea was calm and dark and full of reflected stars. As they crossed the channel to Ronsay, with the motor humming gently, Zara looked back at Far Strand. She could just make out two shapes on the pale sand at the water's edge, a big one and a small one, lying close together.`,
    },
    {
      title: 'What the Sea Left Behind',
      content: `Aunt Layla was waiting on the pier with Finn's dad and two big blankets. She hugged Zara so tightly that her ribs creaked, and then told her off for not coming home for lunch, and then hugged her again. Mr. MacLeod shook Morag's hand and ruffled Finn's hair and said that he had never been so proud or so worried in the same afternoon.

The story was all over Ronsay by breakfast time. That is what happens on an island with two hundred people and one shop.

But the thing Zara could not stop thinking about was the net. The green loop of plastic that Morag had cut from the pup's neck was sitting on Aunt Layla's kitchen table, and every time Zara looked at it, she felt a small, hard knot in her stomach.

"Where did it come from?" she asked Morag, when the warden came round for tea the next day.

Morag sighed. "The sea," she said. "Bits of old fishing net, rope, plastic. It drifts for hundreds of miles. It washes up on our beaches after every storm. Seals and birds get tangled in it. We clear what we can, but there's always more."

Zara thought about that for a long time. Then she went to find Finn.

A week later, on a bright Saturday morning, twenty-three people gathered on the beach by the harbour. There were children from the island school and their parents, guests from Aunt Layla's guesthouse, and old Mr. Ferguson from the shop with a big box of rubbish bags. Morag came with gloves and a list of beaches. Finn's dad came with his boat, to take people round to the beaches that could only be reached by sea.

They spent the whole day cleaning. They picked up bottles and crisp packets and bits of rope, tangled lumps of fishing net and old plastic crates. It was hard, slow work. Sometimes it felt as if they would never finish. But Zara had learned something from the seals and the tide. You did not have to do everything at once. You just did *the next thing*, and then the next one. One piece of rope. One bottle. One more bag.

By the evening, there was a mountain of full bags on the pier, waiting for the ferry to take them to the mainland. Everyone was tired, and sunburned, and very happy. Aunt Layla made a giant pot of soup, and they all ate it sitting on the harbour wall while the sun went down. People started talking about doing it again every month, and Morag said that nothing would make her happier.

The rest of the summer went by too quickly. Zara and Finn went to Far Strand three more times, always checking the tide booklet twice, always keeping well away from the seals. The last time, in late August, they saw the pup. It was bigger now, and sleeker, and it was lying on the rocks with a group of other seals. The sore place on its neck had healed into a faint pale line. It lifted its head, looked toward them with its huge dark eyes, and then yawned, enormously, and lay down again.

"It's all right," said Zara softly. "It's really all right."

On her last morning, Finn came to see her off at the pier. He gave her a small smooth stone from Far Strand, white with a grey stripe running round it like a ribbon.

"For your windowsill," he said, going red. "In the city."

"I'll come back," said Zara. "Next summer. Aunt Layla already said."

"Good," said Finn. "Check the tide before you do anything."

The ferry pulled away from the pier. Zara stood at the rail, waving, until Finn was a small dot on the harbour wall. Then she turned to look out at the sea. She was not sick this time. She simply watched: the long swell rolling under the boat, the gannets diving, the green hump of Ronsay getting smaller and smaller.

And just off the stern, for a few moments, a round, dark head appeared in the water, watching the ferry go by, before it *slipped* quietly under the waves.`,
    },
  ],
} as const satisfies BookItem;
