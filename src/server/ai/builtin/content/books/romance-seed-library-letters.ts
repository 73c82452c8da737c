import type { BookItem } from '../types';

export const ROMANCE_SEED_LIBRARY_LETTERS = {
  id: 'romance-seed-library-letters',
  genre: 'romance',
  kind: 'new',
  title: 'Letters in the Seed Library',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'Drawer Fourteen',
      content: `Hannah Brooks moved to the town of Ashford in the last cold week of February, with two suitcases, a box of books, and a feeling that she had been running for a very long time. It had been a hard year. A job had ended, and a friendship had faded, and somewhere along the way she had stopped noticing what the sky looked like. She took a small flat above a hardware shop and a job teaching at the primary school, and she told herself that she would start again, properly, slowly.

She found the seed library by accident. It stood at the entrance to the community garden behind the town library: an old oak cabinet, the kind that once held index cards, with dozens of little brass-handled drawers. A painted sign on top said: BORROW SEEDS. GROW THEM. SAVE SOME. BRING THEM BACK IN AUTUMN.

Hannah had never grown anything in her life except a cactus, which had died. But there was an empty raised bed in the garden that anyone could use, and the evenings were getting longer, and she thought that perhaps a person who was starting again ought to start with something small.

She opened a few drawers. Lettuce. Sweet peas. Sunflowers. Then she opened drawer fourteen, which was labelled SCARLET RUNNER BEANS, and found a paper envelope of large, speckled seeds, purple and black, like tiny painted stones. Tucked in beside them was a folded square of paper.

She unfolded it. The handwriting was large and a little untidy, in blue ink.

To whoever borrows these: runner beans are the most cheerful plants in the world. They climb anything you give them. Give them a tall pole and some sunshine, and in July they will cover it in red flowers that the bees go mad for. Plant them after the last frost, about two fingers deep. And talk to them now and then. I'm sure it helps. D.

Hannah laughed out loud, alone in the garden, and was surprised by the sound. She had not laughed like that in weeks.

She took the seeds home and looked up when the last frost might be. She bought a trowel from the hardware shop downstairs. And that evening, because it seemed rude not to, she wrote a reply on a page from her school notebook.

Dear D., thank you for the bean instructions. I have never grown anything before, so I will follow them very carefully. I will also try talking to them, though I am not sure what runner beans like to talk about. Any suggestions? H.

The next day she slipped her note into drawer fourteen, where the seeds had been. She did not really expect an answer. She supposed the note had been written last year, by someone who had long since moved on.

But a week later, when she went to the garden to look at her empty bed and plan where the poles should go, she opened drawer fourteen out of curiosity, and there was a new folded square of paper waiting for her.

Dear H., runner beans like to hear about your day. Keep it simple. They are not interested in politics. They like weather, birdsong, and what you had for breakfast. Welcome to gardening. It is mostly *patience*, with a little bit of dirt. D.

Hannah sat down on the bench beside the cabinet and read it twice. A blackbird was singing somewhere in the hedge. The soil in the raised beds was dark and damp, and smelled of rain. The sky above the library roof was a clear, pale, washed blue.

She realised that she was noticing all of it. The blackbird, the soil, the sky. For the first time since she had arrived in Ashford, she was not running anywhere at all. She was simply sitting on a bench in the spring sunshine, holding a letter from a stranger, and *smiling*.`,
    },
    {
      title: 'What the Beans Like to Hear',
      content: `The letters went back and forth all through March and April, one a week, like a slow and friendly game of catch.

Hannah told D. about her class of seven-year-olds, who were learning about frogspawn and had asked her whether frogs had birthdays. D. told her about the sunrises he saw every morning on his way to work, which started very early, long before anyone else was awake. He described them carefully, in his big untidy handwriting. One morning the sky was the colour of apricot jam. Another morning the mist lay so thick in the fields outside town that the tops of the trees looked like islands.

I like being awake when the world is quiet, he wrote. It feels like being let in on a secret.

Hannah found herself reading his letters more slowly each time. She read them on the bench beside the seed library, with her coat buttoned up against the wind, and she paid attention to every word, the way you might pay attention to birdsong. She had spent so long reading messages quickly on a screen, half thinking about something else. A letter in someone's handwriting was different. It asked you to *slow down*.

In the middle of April, after the last frost, she planted the runner beans. She pushed each speckled seed two fingers deep into the soil, as D. had said, and set up a row of tall bamboo poles tied together at the top like a tent. Then, feeling rather silly, she crouched down beside the bed and told the beans about her day. She told them that it had rained in the morning but cleared up after lunch. She told them that she had had porridge with honey for breakfast.

Then she went home and wrote to D. that she had done it, and that she felt ridiculous.

Good, he wrote back. Feeling ridiculous is very healthy. Now comes the hard part. *Waiting*.

It was harder than she had expected. For days nothing happened. She checked the bed every afternoon after school, and every afternoon it was just flat brown soil. She began to worry that she had planted them too deep, or too shallow, or that the slugs had eaten them, or that she was simply the kind of person who could not grow things.

She wrote all this to D., and he wrote back a short letter that she kept for a long time afterwards.

Seeds don't grow faster because you watch them. They grow in the dark, where you can't see. All you can do is give them what they need and then trust them. I think people are a bit like that too.

Hannah sat with that letter for a long while. She thought about her hard year, and about how she had been digging herself up every day to check whether she was better yet. Perhaps, she thought, she could try trusting a little instead.

She began to wonder who D. was. Of course she did. Was he young or old? Did he live in Ashford? Did she pass him in the street without knowing? Once or twice she thought about waiting in the garden all day to see who came to the drawer. But something stopped her. The letters were like the seeds. They were growing in their own time, and she did not want to dig them up too soon.

Then, on the first Monday of May, she came to the garden after school and stopped at the edge of her raised bed.

All along the row, at the foot of each bamboo pole, small green loops were pushing up through the soil, like tiny bent elbows. One of them had already straightened up and opened two round leaves toward the sky.

Hannah knelt down in the dirt in her work clothes and told the beans, out loud, that they were wonderful.`,
    },
    {
      title: 'The Harvest Supper',
      content: `By June the beans had found their poles. Hannah had not known that plants could move with such purpose. Every day their thin green tips had curled a little further around the bamboo, always turning the same way, as if they knew exactly where they were going. By the end of the month they had reached the top of the poles and were waving in the air above, looking for something higher to hold.

And in July, just as D. had promised, they flowered. Hundreds of small scarlet flowers appeared among the leaves, and the bees came, fat and golden and humming, and spent all day tumbling in and out of them. Hannah stood and watched them for so long one evening that the garden's caretaker, an elderly woman named Mrs. Patel, came over to ask if she was all right.

"I'm fine," said Hannah. "I'm just *looking*."

"Best thing you can do in a garden," said Mrs. Patel, and went back to her tomatoes.

Every summer, the community garden held a harvest supper on the last Saturday in July. Long tables were set up between the beds, everyone brought a dish made from something they had grown, and the whole evening ended with music and lanterns. Mrs. Patel gave Hannah a poster for it, and Hannah looked at it for a long time. Then she went home and wrote a letter that took her four tries to get right.

Dear D., the beans are flowering and the bees are very happy. I was wondering whether you might be going to the harvest supper. I am going to bring my first beans. If you are there, perhaps we could finally say hello. But only if you'd like to. H.

She put it in drawer fourteen and then spent a week trying not to think about it. When she opened the drawer again, there was a reply.

I'll be there. I'll bring the bread. D.

On the evening of the supper, the garden was full of people and long tables covered with cloths and bowls of salad, and the air smelled of mint and cut grass and warm earth. Hannah picked her first real handful of runner beans, long and green and slightly fuzzy, and steamed them with butter in her little kitchen, and carried them down in a blue dish. Her hands were shaking a little. She noticed that they were shaking, and she took a slow breath, and let them shake.

She looked around. There were families, and old couples, and teenagers pretending not to enjoy themselves. And at the end of the longest table, setting down three large round loaves of bread on a wooden board, was a tall man with broad shoulders and flour on his sleeve.

Hannah knew him. She had been buying bread from him every Saturday morning since February. He ran the small bakery on the corner of Mill Street, and he was always there before dawn. He had a quiet, slow smile, and he always asked how her week had been, and he always waited to hear the answer. His name, written in gold letters on the bakery window, was Okafor's.

He looked up and saw her holding the blue dish of runner beans, and for a moment neither of them moved.

"H.?" he said.

"D.?" said Hannah.

"Daniel," he said, and smiled his slow smile, and held out his floury hand. "Daniel Okafor. I'm very glad to meet you properly."

They sat together at the end of the long table. They ate runner beans and warm bread, and they talked about sunrises and frogspawn and the *patience* of seeds, and neither of them noticed when the lanterns were lit. It felt, Hannah thought, less like meeting someone new and more like recognising someone she already knew.`,
    },
    {
      title: 'The Storm',
      content: `After the harvest supper, Hannah and Daniel kept writing letters. It seemed a shame to stop. But now they also met, sometimes, in the garden in the early evening, when Daniel had slept after his night at the ovens and Hannah had finished marking her school books. They weeded side by side. They talked, and sometimes they did not talk at all, and both of those felt easy.

Daniel was a gentle, unhurried man. He had grown up in a big family in Manchester, the youngest of five, and had learned to bake from his grandmother. He had opened the bakery in Ashford six years before. He told Hannah that he loved the night work because it made him pay *attention*: to the dough rising, to the heat of the oven, to the exact moment when a loaf sounded hollow when you tapped it.

"You can't rush bread," he said. "It knows."

Hannah liked him very much. That was the trouble.

Because as August went on, and her feelings grew like the beans up their poles, a small cold worry began to grow too. She had trusted people before, and it had ended in hurt. What if it happened again? What if she had only liked Daniel in his letters, and the real man was different? What if he was only being kind?

So she did something she was not proud of. She began to pull back. She was busy when he suggested meeting. Her letters in drawer fourteen grew shorter and more polite. She stopped buying bread on Saturday mornings and went to the supermarket instead.

Daniel did not complain, and he did not push. His letters kept coming, shorter too now, kind and careful. In one of them he wrote only: I hope you're all right. I'm here if you'd like to talk. The beans are looking well.

Then, at the end of August, came the storm.

It blew in one night from the west, with thunder and heavy rain and a wind that rattled the windows of Hannah's flat and set the hardware shop's sign banging below. She lay awake listening to it, and at half past five, when the rain eased, she pulled on her boots and coat and went down to the garden.

Her bean poles had blown over. The whole tent of bamboo lay on its side across the bed, and the bean plants were tangled and flattened, their leaves torn, their red flowers scattered across the wet soil like confetti. Hannah stood in the grey dawn looking at them, and to her surprise she began to cry.

She heard footsteps on the wet gravel behind her. It was Daniel, in his white baker's jacket, with a coat thrown over the top. He had seen the storm from the bakery window and come to check on the garden before the morning rush.

He did not say anything clever. He just stood beside her for a while, and then he said, "We can fix this. Beans are *tough*. Shall we try?"

So they did. They lifted the poles together and pushed them deep into the soaked earth, and tied them at the top with fresh string. Then, slowly and very gently, they untangled each bean plant from its neighbours and helped it find its pole again. It took more than an hour. Their hands were cold and muddy. The sun came up behind the library roof, pale gold and then bright, and the wet leaves shone.

When they had finished, Hannah sat down on the bench beside the seed library. Daniel sat beside her.

"I'm sorry," she said. "I've been hiding. I got frightened."

"I know," said Daniel. "It's all right. I've been frightened too."`,
    },
    {
      title: 'Bring Them Back in Autumn',
      content: `They sat on the bench for a long time that morning, while the garden dripped and steamed in the sunshine and a robin hopped along the edge of the path looking for worms the storm had brought up.

Hannah told Daniel about her hard year: the job that had ended, the friendship that had faded, and how she had come to Ashford feeling like a seed that had been dug up too many times. Daniel listened the way he always did, without interrupting, without hurrying to fix anything. Then he told her that he had been lonely too. He had a big family, but they were far away, and the bakery took all his time, and some mornings he had watched those beautiful sunrises and wished there were someone to describe them to.

"That's why I started leaving notes in the seed drawers," he said, looking a little embarrassed. "Years ago. Just so that someone, somewhere, might write back. Hardly anyone ever did. Until you."

Hannah took his floury, muddy hand, and they sat there together until he had to go back and open the bakery.

After that, they did *not hurry*. They had learned from the beans. They met in the garden in the evenings and walked along the river on Sundays, and on Saturday mornings Hannah bought her bread at the corner of Mill Street again, and Daniel always put in one extra roll, warm from the oven, and pretended it had been a mistake. They still wrote letters, too, and left them in drawer fourteen. Some things were easier to say on paper, slowly, after thinking.

The runner beans recovered from the storm, just as Daniel had promised. By September they were heavy with long green pods, more than Hannah could eat. She gave bags of them to her neighbours and to Mrs. Patel, and sent some home with the children in her class, who were very impressed that their teacher had grown them herself.

Then, as the days grew shorter, she did the last and most important thing. Following a letter of instructions from Daniel, she left a few of the fattest pods on the plants until they turned dry and brown and rattled in the wind. She picked them and split them open, and inside were new seeds: speckled purple and black, like tiny painted stones, exactly like the ones she had found in drawer fourteen in February.

She held them in her palm for a long while. It seemed a kind of magic. A handful of seeds had become a whole summer of flowers and bees and beans, and now, at the end, it had made a handful of seeds again, ready to begin once more.

On the first Saturday of October, Hannah and Daniel walked to the seed library together. The garden was golden and quiet, and the last of the bean leaves were turning yellow on their poles. Hannah opened drawer fourteen and poured the new seeds into a fresh envelope. On the front she wrote: SCARLET RUNNER BEANS, saved by H. and D., Ashford community garden.

Then, because it seemed right, they wrote a note together and tucked it in beside the seeds. Hannah wrote the first half in her neat teacher's handwriting, and Daniel wrote the second half in his big untidy blue ink.

To whoever borrows these: plant them after the last frost, two fingers deep. Give them a tall pole, some sunshine, and a little *patience*. Talk to them about your day. They grow in the dark, where you can't see, so don't dig them up to check. And if you'd like to, write back. You never know who might be listening.

They closed the drawer, and Daniel took Hannah's hand, and they walked home together through the falling leaves, in no hurry at all.`,
    },
  ],
} as const satisfies BookItem;
