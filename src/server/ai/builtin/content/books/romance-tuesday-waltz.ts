import type { BookItem } from '../types';

export const ROMANCE_TUESDAY_WALTZ = {
  id: 'romance-tuesday-waltz',
  genre: 'romance',
  kind: 'new',
  title: 'The Tuesday Waltz',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'One, Two, Three, Ouch',
      content: `Margaret Hale was seventy-one years old, and she had not danced since her wedding.

It was her daughter Susan's idea. Susan worried about her. Since Margaret's husband Peter had died, two winters ago, she had grown quieter and quieter. She still went to the library, where she had worked for thirty years, and she still did her garden and the crossword. But most evenings she sat in her armchair with the television on, not really watching it, and the house felt very large and very still.

"It's a beginners' class," said Susan on the phone. "Tuesday afternoons, at the community hall. Ballroom dancing. I've already paid for ten weeks, so you have to go."

Margaret said it was a ridiculous idea. She said she had two left feet. She said she would feel silly. But Susan had already paid, and Margaret had been brought up never to waste money, so on the first Tuesday in February she put on her good blue cardigan and her most comfortable shoes and walked to the community hall, feeling like a girl on her first day at school.

The hall was large and echoing, with a wooden floor and tall windows. About twenty people stood around the edges, looking as nervous as she felt. Most of them were about her age. At the front stood the teacher, a small, round, energetic woman named Rosa Delgado, with silver hoops in her ears and a voice that filled the room without ever seeming to shout.

"Welcome, welcome," said Rosa. "Don't look so frightened. Nobody here is going to be marked. Dancing is only walking with music. Now, find a partner. Anyone. Go on."

There was an awkward shuffle. Margaret found herself face to face with a tall, broad-shouldered man with a bald head, a neat grey moustache and very large feet. He wore a checked shirt, ironed with great care, and he looked as though he wanted to be almost anywhere else.

"Walter Bennett," he said, holding out his hand. "I should warn you. My granddaughter signed me up. I've never danced in my life."

"Margaret Hale," said Margaret. "My daughter signed me up. I haven't danced since 1975."

Walter smiled for the first time. It was a nice smile, a little crooked. "Then we're in the same boat," he said.

Rosa taught them the first steps of the *waltz*. It was three steps, over and over, in a sort of box shape, in time to music that went one, two, three, one, two, three. It sounded simple. It was not.

Walter counted out loud, frowning with concentration. "One, two, three. One, two, three." On the first three, he stepped firmly on Margaret's left foot.

"Oh, I'm so sorry," he said.

"It's quite all right," said Margaret, although it was not.

They tried again. "One, two, three." This time he stepped on her right foot.

"Oh, good grief," said Walter, going red to the top of his bald head.

And Margaret, to her own enormous surprise, began to *laugh*. It started as a small snort and grew into a proper laugh, the kind that makes your eyes water and your stomach hurt. After a moment, Walter began to laugh too. They stood in the middle of the dance floor, holding on to each other and laughing helplessly, while Rosa beamed at them from the front of the room.

"Perfect," said Rosa. "Now you're relaxed. Again."

By the end of the hour, Walter had stepped on Margaret's feet eleven times, and Margaret had stepped on his four. But they had managed, once, to get all the way round the box without any stepping at all.

Walking home in the cold February dusk, Margaret realised that she was humming. She could not remember the last time she had hummed. It was the waltz music, one, two, three, going round and round in her head. She did not try to stop it.`,
    },
    {
      title: 'Stop Counting',
      content: `On the second Tuesday, Margaret went back. She told herself it was because Susan had paid. She did not let herself think about whether Walter would be there.

He was. He was standing by the door in another carefully ironed checked shirt, and when he saw her, his face lit up with relief.

"I was worried you'd given up on me," he said. "After what I did to your feet."

"My feet have forgiven you," said Margaret. "Mostly."

Week by week, they learned. Rosa taught them the waltz properly, and then the quickstep, which was much too fast and made them both breathless, and then the foxtrot, which was smooth and slow and which Margaret liked best. Between dances, over cups of weak tea from the urn at the back of the hall, they talked.

Walter had been a mechanic for forty-five years, fixing buses at the big depot on the edge of town. He grew prize-winning leeks on his allotment and had three grandchildren, of whom he was enormously proud. His wife, Joan, had died three years ago. He mentioned her only briefly, and then changed the subject, and Margaret did not press him. She understood.

She told him about her years at the library, and about Peter, who had been a music teacher, and who used to play the piano in the evenings while she read. She told him that she had not been able to listen to piano music since he died.

"That must be hard," said Walter simply. He did not try to fix it. He just let it be said, and she was grateful.

But for all their practice, Walter was still counting. He counted under his breath in every dance: one, two, three, one, two, three. His eyes were always on his feet, and his whole body was stiff with concentration. He stepped on Margaret's toes much less often now, but he moved like a man carrying a very heavy box up a flight of stairs.

One Tuesday, Rosa came over and watched them for a while. Then she put her hand gently on Walter's arm.

"Walter," she said. "Stop counting."

"But then I'll get it wrong," said Walter.

"Maybe. Let's see. Close your eyes for a moment. Both of you."

They closed their eyes. The music played. It was a slow waltz, with violins.

"Now, don't think about your feet," said Rosa softly. "Just *listen*. Listen to the music. Feel where the beat is. And feel your partner. Feel her hand on your shoulder, feel how she's breathing. Dancing isn't about getting the steps right. It's about being here, together, with the music. When you're really paying attention, the steps will come."

Margaret stood with her eyes closed, one hand in Walter's big rough hand and the other on his shoulder. She listened to the violins. She felt the old wooden floor under her shoes. She could feel Walter breathing, slow and deep. After a moment, she realised that they were breathing together, in time with each other, and in time with the music.

Then, without either of them deciding, they began to move.

It was not perfect. But it was completely different. Walter stopped holding himself like a man with a heavy box. He swayed. He turned. They went round and round in the slow, looping pattern of the waltz, and Margaret found that she was not thinking about her feet at all. She was simply there: in the music, in the warm hall, in the gentle circle of Walter's arms. She felt as light as she had felt in years.

When the music stopped, they opened their eyes. The rest of the class had stopped to watch them. Someone began to clap.

Walter looked down at Margaret, astonished. "I didn't count," he said. "Not once."

"No," said Margaret, smiling. "You were *listening* instead."`,
    },
    {
      title: 'Bluebells',
      content: `In April, the ten weeks were nearly over. Margaret had already decided, privately, that she would sign up for another ten. She did not tell Susan that she was going to pay for them herself.

On the last Tuesday of the month, as they were putting on their coats, Walter cleared his throat several times.

"The bluebells are out in Hatton Woods," he said, to the coat rack. "They're very good this year. I go every spring. I wondered if you might like to come and see them. On Saturday. If you're not busy. You probably are. It doesn't matter."

Margaret looked at him. He was turning his cap round and round in his big hands.

"I'd love to," she said.

Saturday was soft and bright, with a few white clouds drifting across a pale blue sky. Walter picked her up in an old green car that was spotlessly clean and smelled faintly of engine oil and peppermints. They drove out of town, down narrow lanes between hedges just coming into leaf, and parked at the edge of the woods.

Margaret had lived in the town for forty years, and somehow she had never been to Hatton Woods.

They walked in under the trees, and she stopped.

The whole wood floor was blue. As far as she could see, between the silver trunks of the beech trees, bluebells stretched away in a soft, shimmering carpet, like a lake that had settled among the trees. The light came down through the new green leaves, bright and gentle. The air was cool and carried a sweet, delicate scent. Somewhere high above, a wood pigeon was calling, over and over, in its soft, drowsy voice.

"Oh," said Margaret. It was all she could say.

"I know," said Walter quietly.

They walked slowly along the narrow path, careful not to tread on any of the flowers. They did not talk much. They did not need to. Now and then Walter stopped to point out something: a wren singing on a mossy stump, with its tail cocked; a patch of white wood anemones, like stars; a beech tree that he said was over two hundred years old. Margaret found that she was noticing things she would never have noticed on her own, the way you sometimes hear new things in a piece of music when you listen to it with someone else.

They came to a fallen tree beside the path and sat down on it. The bluebells spread out around them in every direction.

"Joan loved this place," said Walter, after a while. "We came every spring for fifty years. The first year after she died, I couldn't face it. Last year I came on my own, and it was... well. It was hard." He was quiet for a moment. "I wasn't sure about bringing you. I wasn't sure if it would feel wrong."

Margaret waited. She had learned, from Rosa, from the dancing, that sometimes the kindest thing is simply to listen.

"It doesn't feel wrong," said Walter. "It feels... I think she'd be glad. That someone else was seeing it. That I wasn't sitting at home on my own." He turned his cap in his hands. "Is it all right, do you think? To be happy again? After?"

Margaret thought of Peter, playing the piano in the evenings, with his reading glasses pushed up on his forehead. She thought of how he always used to tell her to go out more, to see her friends, to stop worrying so much.

"I think," she said slowly, "that they'd want us to be. I think being happy doesn't mean we've stopped *loving* them."

Walter nodded. Then, a little shyly, he held out his big rough hand, palm up, the way he did at the start of every dance. Margaret put her hand in his. They sat there on the fallen tree, in the blue and green and gold of the spring wood, not saying anything, while the pigeon called and the light moved slowly through the leaves.

"*One step at a time*," said Walter. "Like the waltz."

"Like the waltz," said Margaret.`,
    },
    {
      title: 'Cold Feet',
      content: `At the start of the next term, Rosa announced that there would be a summer showcase. Each couple in the class could perform one dance, in the community hall, in front of their families and friends, at the end of June.

"It's optional," said Rosa. "But I think some of you would be wonderful."

She looked straight at Margaret and Walter when she said it.

They decided to do the slow waltz, the one with the violins. For weeks they practised, in class on Tuesdays, and sometimes on Thursdays too, in Margaret's front room, with the furniture pushed back against the walls. It was the happiest Margaret had been in years.

And then, as June came closer, the worries began to creep in.

It started with a phone call from Susan. Margaret had mentioned the showcase, and Walter, a little shyly. Susan was pleased. She said so. But she asked a lot of questions, and she sounded surprised, and after the call Margaret sat in her armchair for a long time, feeling uneasy. What would her children think, seeing her dancing with another man? What would Peter's brother think, and their old friends? Was she being foolish, at seventy-one? Was it too soon? Was it disloyal?

At the same time, Walter's knee began to hurt. It was an old injury, from years of crouching under buses, and it flared up whenever the weather was damp. He came to class limping, and then he missed a class altogether.

The following Tuesday, he told her, not looking at her, that he thought they should pull out of the showcase.

"I don't want to let you down in front of everyone," he said. "If my knee goes, in the middle of it... And I don't want to embarrass you. In front of your family."

Margaret felt a sudden cold relief, and then, underneath it, a great sadness. Perhaps he was right. Perhaps it was simpler not to. She said that she understood, and they danced the rest of the class politely, stiffly, like strangers, and neither of them hummed on the way home.

That weekend, her granddaughter Ellie came to stay. Ellie was ten, and she noticed everything. On Saturday afternoon she found Margaret sitting at the kitchen table, staring at nothing.

"Gran," she said. "Why are you sad?"

Margaret tried to say she wasn't. But Ellie just waited, with her chin in her hands, until the whole story came out: the dancing, and Walter, and the showcase, and the knee, and the worry about what everyone would think.

Ellie listened to all of it. Then she said, very seriously, "But Gran. Do you *want* to dance with him?"

Margaret opened her mouth to say it was more complicated than that. Then she stopped. She thought about it honestly. She thought of the bluebell wood, and Walter's big hand held out palm up, and the feeling of the two of them breathing together in time with the music.

"Yes," she said. "I do. Very much."

"Then you should," said Ellie, as if it were obvious. "Mum says you've been happier this year than she's seen you since Grandpa died. She told Dad. I heard her." She paused. "And if Walter's knee hurts, you could just dance slower. *Slow is still dancing*."

Margaret looked at her granddaughter for a long moment. Then she laughed, and pulled her into a hug, and held on to her for a long time.

That evening, she telephoned Walter.

"I've been thinking," she said, before she could lose her courage. "I'd very much like to do the showcase. With you. Knee or no knee. We can dance it slower. And I don't care who's watching. Well, I do. But I want them to see."

There was a long silence at the other end of the line. Then she heard Walter let out a breath, as though he had been holding it for a week.

"So would I," he said. "So would I, Margaret."`,
    },
    {
      title: 'The Showcase',
      content: `On the last Saturday in June, the community hall was transformed. Someone had strung paper lanterns across the ceiling and put jam jars of sweet peas on little tables around the edge of the room. The tall windows were open to the warm evening. Every chair was full. Children sat cross-legged on the floor at the front.

Margaret stood in the little side room with the other dancers, in a new dress of soft pale blue, the colour of bluebells, which Susan had helped her choose. Her heart was pounding. Beside her, Walter was wearing a proper suit, dark grey, with a blue handkerchief in the pocket to match her dress. He had a support strapped round his bad knee under his trousers, and he was very pale.

"I think I might be sick," he whispered.

"So might I," whispered Margaret.

Then she remembered what Rosa had taught them, all those weeks ago. She took his hand. "Close your eyes," she said. "Just for a moment."

They closed their eyes. Margaret felt her feet on the floor. She felt the warm air from the open window. She felt Walter's big rough hand in hers, and she felt him breathing, quick at first, and then, as she breathed slowly beside him, gradually slowing down, until they were breathing together, in and out, in and out.

"Better?" she said.

Walter opened his eyes. "Better," he said.

Their names were called. They walked out into the hall, into the light of the paper lanterns, and stopped in the middle of the floor. Margaret could see Susan in the second row, holding her husband's hand. She could see Ellie at the front, bouncing up and down. She could see Walter's three grandchildren, waving wildly.

The music began. It was the slow waltz with the violins.

And just as it had happened that Tuesday afternoon in February, the rest of the world seemed to fade away. Margaret did not think about the audience, or her feet, or what anyone might say. She simply *listened*: to the violins, to the beat underneath them, to Walter's breathing, to the small pressure of his hand on her back telling her where to go next. They danced more slowly than they had practised, because of his knee, and it did not matter at all. Slow was still dancing. They turned in long, gentle circles across the wooden floor, under the lanterns, in the warm summer evening, and for three and a half minutes there was nothing in the whole world except the music and each other.

When the last note faded, there was a moment of complete silence. Then the hall burst into applause. People stood up. Ellie was shouting. Rosa, at the side of the room, was wiping her eyes with a tissue.

Walter looked down at Margaret, and his crooked smile was the widest she had ever seen it.

"I didn't step on your feet," he said. "Not once."

"I noticed," said Margaret.

Afterwards, over sandwiches and cups of tea, Susan came and hugged her mother tightly for a long time. Then she shook Walter's hand and said that he must come to Sunday lunch. Walter went red to the top of his bald head and said that he would be honoured.

Much later, Walter and Margaret walked home together through the long summer dusk. The sky was pale gold over the rooftops, and swifts were screaming high above the streets. Neither of them was in any hurry.

At Margaret's gate, Walter stopped. "Same time Tuesday?" he said.

"Same time Tuesday," said Margaret.

She stood at her gate and watched him walk away down the road, still limping a little, his cap in his hand. And as she went up the path to her front door, she realised that she was humming. It was the waltz. One, two, three. One, two, three. She did not try to stop it. She went inside and, for the first time in two years, she opened the lid of Peter's old piano and let the evening light fall across the keys, and felt nothing but *gratitude*.`,
    },
  ],
} as const satisfies BookItem;
