import type { BookItem } from '../types';

export const SCIENCE_FICTION_GARDEN_RING = {
  id: 'science-fiction-garden-ring',
  genre: 'science-fiction',
  kind: 'new',
  title: 'The Garden Ring',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Garden Minute',
      content: `Halcyon Station turned slowly in the dark, far out past the Moon, like a silver wheel on an invisible axle. Three hundred people lived on it. They worked in its laboratories and workshops, ate in its canteen, and slept in small round cabins with small round windows. And every one of them breathed air that was cleaned, in part, by the Garden Ring.

Priya Nair had lived on the station for exactly nine days, and she did not like it. She was fourteen. Her mother was a new engineer in the power section, and her little brother Theo, who was eight, thought everything about space was amazing. Priya missed rain. She missed her friends, and the smell of the street market near their old flat, and having somewhere to go that was not a corridor.

"You need something to do," said her mother on the tenth morning. "They need help in the garden. Go and see Mr. Adeyemi."

The Garden Ring ran all the way around the outer edge of the station, a long curved tunnel with a glass roof. When Priya stepped through the door, she stopped. She had expected a few plants in pots. Instead there was a forest. Tomato vines climbed up wires toward long strips of golden light. Beans and peas and lettuces grew in neat trays stacked one above another. There were lemon trees in tubs, and herbs spilling over the edges of their beds, and somewhere, impossibly, there was the sound of trickling water.

An old man in green overalls was kneeling beside a tray of basil. He had grey hair cut very short and a face creased with smile lines.

"You'll be Priya," he said. "I'm Joe. Come here and sit down."

She sat. She waited for him to give her a job. Instead he closed his eyes.

"This is the *garden minute*," said Joe. "We do it every time we come in. For one minute, we don't do anything. We just pay *attention*."

Priya thought this was ridiculous. But she closed her eyes, because it seemed rude not to.

At first all she noticed was that she was bored. Then she noticed the sound of the fans, a low, steady hum that she had stopped hearing days ago. Then the trickle of water in the pipes under the trays. Then a smell, green and peppery, that she realised was the basil. Then a warmer, sweeter smell, which was the tomatoes. She noticed that her breathing had slowed down. She noticed that the air here felt different from the air in the corridors. It felt alive.

"That's a minute," said Joe. "What did you notice?"

Priya told him. Then, because she had kept her eyes open a tiny crack at the end, she added, "And the moss in the corner by the door is going brown at the edges."

Joe looked at her for a long moment. Then he got up and went over to the corner, where a patch of soft green moss grew on a damp stone wall. He crouched down and looked closely. The tips of the moss were turning a dry, pale brown.

"Well, well," he said. "I walked past that four times yesterday and didn't see it. The sensors didn't see it either. You have good eyes, Priya Nair."

He showed her how to check the little drip pipe that kept the wall damp, and sure enough, it was partly blocked. They cleared it together with a thin wire. Water began to seep down the stone again, dark and glistening.

"The moss will recover," said Joe. "Things usually do, if someone notices in time. Will you come back tomorrow?"

Priya looked around the long green tunnel, at the tomato vines and the lemon trees and the golden light. She breathed in the smell of basil.

"Yes," she said, and was surprised to find that she meant it.`,
    },
    {
      title: 'The Lungs of the Station',
      content: `Priya came back the next day, and the day after that. Every time, she and Joe began with the garden minute. Every time, she noticed something new. One day it was a ladybird walking along a bean leaf. The garden kept ladybirds to eat the aphids. Another day it was the way the tomato plants leaned, very slightly, toward the brightest strips of light.

Joe taught her how the Garden Ring worked. The plants took in the stale air that people breathed out, full of carbon dioxide, and used the light to turn it into sugar for themselves and fresh oxygen for everyone else. The station had big machines that did the same job, called *scrubbers*, which pulled carbon dioxide out of the air with chemicals. But the garden did a real share of the work, quietly, every hour of every day.

"The scrubbers are the station's muscles," said Joe. "The garden is its *lungs*. You need both."

Priya began to love the work. She loved the feeling of warm, damp soil on her fingers, and the snap of a ripe bean, and the way time seemed to move differently in the garden, slower and rounder. She brought Theo once, and he spent an hour watching a lettuce, which Joe said was the best use of an hour he had seen in years.

Then, on Priya's twenty-second day, the alarms went off.

It was a soft sound, three low chimes, the kind of alarm meant to warn people without frightening them. But Priya had never heard it before, and she felt her heart leap into her throat. A calm voice spoke over the speakers, asking all section leaders to report to the command deck.

Joe wiped his hands on his overalls. "Stay here," he said, and went.

He was gone for an hour. When he came back, his face was serious.

"One of the main scrubbers has broken down," he said. "A cooling pipe cracked inside it and damaged the filters. The other scrubber is still working, but it can't do the whole job by itself. The engineers are going to make new parts in the workshop, but it will take about three days to build them and fit them."

"Three days," said Priya slowly. "What happens to the air?"

"Carbon dioxide will build up a little. Not enough to be dangerous, if we're careful. But enough to give people headaches and make them tired and grumpy. Unless the garden can take up the slack." He looked at the long green tunnel. "The plants can do more than they usually do, if we give them more light and more water and look after them very carefully. It's a lot of work. And I've been asked to help on the repair team, because I used to fix scrubbers, years ago, before I was a gardener."

He looked at Priya.

"I need someone to look after the garden while I'm gone. Someone who notices things."

Priya felt her heart start to race again. She thought of all the things that could go wrong. She thought about three hundred people breathing. She thought about Theo, who had gone very quiet at breakfast when their mother left early for work.

Then she did something Joe had taught her. She felt her feet on the floor. She listened to the hum of the fans. She breathed in the smell of basil, slowly, all the way down.

"All right," she said. "Tell me what to do."

Joe smiled, and for the next hour he showed her. How to turn up the grow lights, bay by bay. How to adjust the water flow. Which plants would struggle, and which would thrive. How to read the air gauges on the wall, with their green, yellow and red bands.

"And remember," he said at the door. "Do the garden minute. Especially when you feel you don't have time for it. Those are the times you need it most."`,
    },
    {
      title: 'The First Night',
      content: `At first, everything went well. Priya turned up the grow lights in every bay, so that the whole Garden Ring blazed with warm golden light like a summer afternoon. She adjusted the water and checked the trays. The plants seemed to stretch and glow.

But by the evening, the air in the station had begun to change. It was not much. It was a slight stuffiness in the corridors, a feeling of heaviness, as though the whole station had eaten too large a lunch. People were yawning. In the canteen, two grown-ups argued loudly over nothing, and then looked embarrassed.

Priya's mother came to the garden at dinner time, with Theo and two sandwiches. She looked exhausted.

"The repair is going slowly," she said. "Joe's doing wonderfully, but it's fiddly work. Are you all right here?"

"I'm all right," said Priya, although she was not completely sure.

Theo did not want to go back to their cabin. He said the air there felt thick and he did not like it. So their mother let him stay in the garden, and went back to the workshop, and Priya and Theo were alone among the plants.

Later that evening, other children began to arrive. First came Lena Novak, who was ten and lived in the cabin next door, and her friend Marcus Bell. Then the twins from the hydroponics lab, and a few more. Their parents were working on the repair or were simply tired, and the children had heard that the garden was the nicest place to be. They crowded in, talking and worrying all at once. Was the station going to be all right? Were they going to run out of air?

Priya felt her chest tighten. She was supposed to be looking after the plants, not a crowd of frightened children. She opened her mouth to tell them all to go back to their cabins.

Then she stopped. Those are the times you need it most, Joe had said.

"Everyone sit down," she said. "I'm going to show you something. It's called the *garden minute*."

They sat on the floor between the trays, under the tomato vines, in the warm golden light. Priya told them to close their eyes and just *listen*. At first there was wriggling and giggling. Then, slowly, it went quiet.

They heard the fans, humming their steady song. They heard the water trickling under the trays. They smelled the basil, and the tomato leaves, and the fresh wet soil. They breathed in, and out, and in.

"That's a minute," said Priya softly. "Now open your eyes. What did you notice?"

"It smells like my gran's garden," said Lena.

"The air feels nicer in here," said Marcus.

"It does," said Priya. "That's because of the plants. They're breathing in the stale air we breathe out and turning it into fresh air. They're doing it right now, while we sit here. And if we look after them, they'll look after us."

After that, the children wanted to help. Priya showed them how to check the soil with their fingers, and how to look for yellow leaves, and how to gently lift a drooping vine back onto its wire. The twins were very good at spotting aphids. Theo appointed himself official ladybird finder.

Late in the night, after the others had gone home to sleep, Priya checked the air gauge on the garden wall. The needle had moved during the evening into the yellow band, but now, very slowly, it was creeping back toward the green.

She sat down on the floor between the lemon trees. Theo was already asleep there, curled up on a pile of empty seed sacks with his coat over him. Priya lay down beside him, and listened to the fans, and breathed the fresh green air, and watched the golden light on the leaves until her eyes closed too.`,
    },
    {
      title: 'Too Much Light',
      content: `Priya woke early, when the station's lights changed to their soft morning colour. Joe had left a message on the garden screen in the night: repairs going slower than hoped, new parts nearly ready, you're doing brilliantly. She read it twice and smiled.

Then she did the garden minute, alone, in the quiet.

She noticed the fans. She noticed the water. She noticed Theo snoring faintly on the seed sacks. And she noticed something else, something that made her open her eyes and sit up. The smell of the garden had changed. Under the basil and the tomato leaves there was a faint, dry, dusty smell, like a carpet that had been left in the sun.

She walked slowly along the bays, looking. Everything seemed fine. Then she reached Bay Nine, where the lettuces grew, and stopped.

The lettuces were wilting. Their leaves, which had been fat and crisp and green the day before, were limp and pale at the edges. In Bay Ten the young pea plants looked the same. She touched the soil. It was warm and dry on top.

Priya's heart started to hammer. If the plants were dying, the air would get worse. Three hundred people, she thought. Her mother. Theo. Joe. Her first instinct was to turn the lights up even higher and pour on more water and do something, anything, quickly.

She made herself stop. She felt her feet. She breathed in, slowly, and out. She looked again, more carefully this time.

The grow lights above Bay Nine were very bright, and very close to the leaves. When she held her hand up near them, she could feel the heat. The lettuces were not dying of too little. They were suffering from *too much*. Too much light, too much heat, for too long, with no rest.

Joe had told her something about this in their first week. Plants, he had said, are like people. They need light to grow, but they also need the dark. At night they rest and repair themselves. Without *rest*, even the strongest plant will wilt.

She had turned the lights up and left them up all night. The plants had been working without a break.

Priya went to the control panel and did something that felt completely wrong. In the bays with the wilting plants, she turned the lights down. She lifted them higher, away from the leaves. She set the water to a gentle mist instead of a flood. Then she did the hardest thing of all. She waited.

For an hour, nothing changed. The air gauge on the wall wobbled at the edge of the yellow band. Priya wanted very badly to turn the lights back up. Instead she sat with Theo and ate a tomato for breakfast and did another garden minute, and then another.

By the middle of the morning, the lettuces had begun to lift their leaves. By lunchtime they were almost crisp again, and the peas had stopped drooping. Priya made a new plan. She would give each bay a rest in turn, a few hours of dim light every day, like a little night, while the others worked. The garden would breathe in waves, like a sleeping creature.

In the afternoon, people began to come to the Garden Ring. At first it was the children's parents, collecting them. Then it was other grown-ups, tired and headachy from the stuffy air, who had heard that the garden was the freshest place on the station. Priya did not send them away. She asked them to sit down, quietly, and do the garden minute, and then to help if they wanted to. Scientists misted lettuce. A cook from the canteen gently tied up bean vines. An engineer who had been shouting in the canteen the day before spent an hour looking for aphids with Theo, and went away smiling.

And all the while, bay by bay, resting and working, the garden breathed.`,
    },
    {
      title: 'The Lungs and the Heart',
      content: `On the evening of the third day, the three low chimes sounded again over the station speakers. This time the calm voice had a smile in it. The new parts had been fitted. The broken scrubber was working again. Over the next few hours, the air would return to normal.

In the Garden Ring, there was a small cheer from the people working among the trays. Theo jumped up and down. Lena and Marcus hugged each other. Priya sat down suddenly on an upturned bucket, because her legs had gone wobbly, and laughed in a way that was partly crying.

Joe arrived an hour later. He looked very tired, with oil on his hands and a smear of grease across his forehead. He walked slowly along the whole length of the Garden Ring without saying anything, looking at every bay. He looked at the lettuces, crisp and green. He looked at the peas and the beans and the tomatoes, which were flowering. He looked at the gauges on the wall, steady in the green band. He looked at the schedule Priya had written on the garden screen, with each bay taking its turn to rest.

"You gave them nights," he said at last.

"They were wilting," said Priya. "I turned the lights up too high and forgot they needed the dark. I'm sorry. I should have noticed sooner."

"You noticed in time," said Joe. "That's what matters. Most people, when things go wrong, push harder. It takes real *wisdom* to know when to ease off." He looked at her with his creased, smiling face. "I couldn't have done better myself. I might have done worse."

The next week, the station council held a meeting. They talked about the broken scrubber and what had been learned, and about how to make sure it never happened the same way again. Then they asked Priya to stand up, and the whole room clapped. She was made the station's junior gardener, with her name on the Garden Ring door under Joe's. She went very red and did not know where to look.

But the thing that changed most was not written on any door. From then on, people on Halcyon Station kept coming to the garden. Not just when the air was stuffy, but whenever they were tired or worried or simply needed to be somewhere green. Joe put a bench by the entrance, and a small sign above it that Theo painted: PLEASE TAKE A GARDEN MINUTE. Many people did. Engineers and cooks and scientists and children sat on the bench with their eyes closed and listened to the fans and the water and smelled the basil, and then went back to their work a little calmer than before.

One evening, near the end of her first season on the station, Priya stayed late in the garden after everyone had gone. She climbed the little ladder at the end of the Ring, where there was a round window in the glass roof, and looked out.

Far away, beyond the edge of the station, hung the Earth. It was blue and white and impossibly beautiful, turning slowly in the dark. Somewhere down there it was raining on a street market, and her old friends were walking home from school.

She still missed it. She thought she probably always would, a little. But she noticed, too, that the ache felt softer now. Behind her the garden hummed and trickled and breathed, green and alive, and she knew every leaf of it.

"The garden is the lungs," Joe had said. Priya thought that perhaps the people who looked after it, patiently, with *attention*, were a little bit like its heart.

She climbed down the ladder, switched the lights of the last bay to their soft evening glow, and said goodnight to the tomatoes. Then she went home to her small round cabin, where Theo was waiting to tell her about the ladybirds.`,
    },
  ],
} as const satisfies BookItem;
