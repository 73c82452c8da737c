import type { BookItem } from '../types';

export const SCIENCE_FICTION_QUIET_SIDE_OF_THE_MOON = {
  id: 'science-fiction-quiet-side-of-the-moon',
  genre: 'science-fiction',
  kind: 'new',
  title: 'The Quiet Side of the Moon',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Quietest Place',
      content: `Farside Station sat in a wide, shallow crater on the far side of the Moon, where the Earth can never be seen. That was the whole point of it. On the near side of the Moon, the Earth hangs in the sky like a great blue lamp, and it is noisy, too. Not noisy in a way you could hear with your ears, but noisy in radio waves: billions of phones and televisions and radars, all chattering away. The far side is shielded from all of that by the Moon itself, three and a half thousand kilometres of solid rock. It is the *quietest* place that human beings have ever found.

And in that quiet, you can listen to the stars.

Amara Osei was twenty-six and had been a radio astronomer at Farside for four months. She lived there with two other people: Gus Lindqvist, a grey-bearded engineer who had worked on the Moon longer than anyone, and Dr. Helen Park, the station's doctor and geologist. And there was Tally.

Tally was the station's maintenance robot. It was about the size of a large dog, with six jointed legs, two careful arms and a round head full of cameras, and it spent most of its time outside, walking among the antennas, cleaning dust off them and checking their cables. It had been built to learn, and it was very curious. In the evenings, when its work was done, it liked to sit in the observation room with Amara and ask questions.

"Why do you listen to the data?" Tally asked one evening. "I can read it faster."

It was true. Each night the great field of antennas outside collected a flood of radio signals from space, and computers searched it automatically for anything interesting. But Amara had a habit that the others found odd. For one hour every evening, she turned a small part of the data into sound and simply listened to it, with headphones on and her eyes closed.

"Because computers only find what we tell them to look for," she said. "Sometimes I want to hear what I wasn't expecting."

She put the headphones on. The sound of the sky filled her ears. It was a soft, endless hiss, like waves on a faraway beach, with faint crackles and whispers woven through it. Some of those whispers had travelled for millions of years to reach her. She breathed slowly. She let her mind go quiet. She did not try to find anything. She just *listened*.

She was homesick, if she was honest. She missed her mother's cooking and her little sister's terrible jokes and the smell of rain on hot pavements in Accra. Out here, there were no seasons, no birds, no weather at all. Sometimes the quiet pressed in on her. But in this one hour, the quiet did not feel lonely. It felt enormous and calm, like sitting beside a sleeping sea.

Then, somewhere deep inside the hiss, she heard something.

It was tiny. A faint, soft pulse, like a single distant drumbeat, gone almost before she could be sure it was there. She opened her eyes. She waited, barely breathing. Nothing.

She almost took the headphones off. But something made her stay. She sat still, listening, for a long time. And eighteen minutes later, it came again. The same faint, soft beat.

"Tally," she said quietly. "Mark the time. Please."

"Marked," said Tally. "What is it?"

"I don't know yet," said Amara. "Maybe nothing. A glitch in a cable. A bit of interference."

She listened for another hour, long after her usual time. The pulse came twice more, exactly eighteen minutes apart. Then she took off the headphones, wrote the times carefully in her log, and went to bed. She lay awake for a while in her small, quiet room, with the faint drumbeat still echoing in her head, before at last she drifted off to sleep.`,
    },
    {
      title: 'Is It Real?',
      content: `In the morning, over breakfast of reconstituted eggs and coffee that tasted of plastic, Amara told the others.

Gus listened, chewing slowly. Then he shook his head. "Cable fault," he said. "Bet you anything. We get all sorts of rubbish from loose connectors when the temperature changes. Tally, go and check the east line, would you?"

"Maybe," said Amara. "But I'd like to be sure."

Dr. Park was more interested. "Eighteen minutes exactly? That's a very odd number for a fault."

So they set about checking, slowly and carefully. This was the part of science that nobody put in films, Amara thought. Not the flash of discovery, but the long, patient work of finding out whether you were fooling yourself.

Tally spent a whole day walking the east line of antennas, checking every connector with its delicate fingers. It found two loose ones and tightened them. That night, Amara listened again. The pulse came back, exactly eighteen minutes apart. So it was not those cables.

Gus checked the station's own equipment: the heaters, the pumps, the fans, anything that might switch on and off on a regular cycle and make a tiny radio crackle. He found a pump that cycled every twenty minutes, which was close, but not quite right, and when he turned it off for a night, the pulse was still there.

Then Amara tried the most important test of all. If the pulse was coming from space, from some object far out among the stars, then it should move across the sky as the Moon slowly turned, just as the stars themselves did. If it was coming from something on the station, it would stay put.

It took a week of nights to be sure. Each night, Amara and Tally worked together, pointing different groups of antennas at different parts of the sky, logging every pulse. Tally was fast and precise. Amara was patient. Sometimes Tally asked why they had to check the same thing so many times.

"Because the worst thing a scientist can do," said Amara, "is want something to be true so much that she stops looking properly."

Tally thought about this. "Do you want it to be true?"

Amara laughed. "Very much. That's exactly why I have to be careful."

At the end of the week, they had their answer. The pulse was moving across the sky at precisely the same rate as the stars. It was coming from one fixed point, in a part of the sky where no one had ever recorded anything unusual. It was *real*.

Even Gus was impressed. He stood in the observation room looking at Amara's chart, stroking his grey beard. "Well," he said. "I owe you an apology. And a chocolate bar. I've got one hidden somewhere."

Amara sent a careful report to the science team on Earth. Within an hour, the replies came pouring in. People were excited. Some of them were very excited. A few of the messages even used the word aliens, with several exclamation marks.

Amara wrote back politely that there was no reason to think the pulse came from anything living. There were all sorts of natural objects in space that gave off regular radio pulses, such as the spinning remains of dead stars. But none that anyone knew of pulsed as slowly as this one. Whatever it was, it was something new.

The team on Earth wanted to announce the discovery straight away. Amara asked them to wait. She wanted to watch the pulse for at least another month, to understand it properly before telling the world. There was some grumbling. But in the end, they agreed.

That evening, Amara sat in the observation room with her headphones on, listening to the faint, steady beat from somewhere far across the galaxy. Tally sat beside her, its cameras glowing softly in the dim light.

"It is like a heartbeat," said Tally.

"Yes," said Amara. "A very, very *slow* one."`,
    },
    {
      title: 'The Storm Warning',
      content: `Two weeks later, the warning came.

It flashed up on every screen in the station at once, with a soft, urgent tone. A huge eruption had burst from the surface of the Sun. A great cloud of energetic particles was racing outward through space, and in about ten hours it would sweep past the Moon. It was a *solar storm*, one of the biggest in years.

On Earth, people are protected from solar storms by the planet's thick atmosphere and its magnetic field. On the Moon, there is no such protection. For the crew of Farside, the storm would be dangerous. They would need to go down into the station's shelter, a small, thick-walled room buried deep beneath the lunar soil, and stay there for two or three days until the storm had passed.

Amara read the warning twice. Her first thought, which she was a little ashamed of, was not about safety. It was about the pulse.

She had discovered that it was not perfectly regular after all. Every so often, it seemed to change, getting slightly stronger or weaker in a pattern she did not yet understand. She had worked out that one of these changes was due in about two days, right in the middle of the storm. And while they were down in the shelter, the big antenna array would have to be switched off to protect it. They would miss it.

"Can't we leave some of the antennas running?" she asked Gus.

Gus shook his head gently. "Not safely. The storm could fry the electronics. We fold them down, we shut them off, we hope. That's the drill." He looked at her kindly. "I know it's hard. But the sky will still be there afterwards."

They spent the next few hours getting ready. Gus and Dr. Park powered down the station's systems. Tally went out among the antennas, folding each one down flat against the ground. Amara carried food, water and blankets down to the shelter.

Then they went down the ladder, and closed the heavy hatch above them, and waited.

The shelter was small and plain, with three narrow bunks, a table, a tiny kitchen and a humming air system. There were no windows. Tally had folded itself into a corner, its lights dimmed, like an animal hibernating.

At first, Amara could not settle. She kept thinking about the pulse, out there in the sky, beating away with no one to hear it. She felt restless and cross and close to tears. She paced up and down the tiny room until Dr. Park gently suggested that she sit down before she wore a hole in the floor.

So she sat. And because there was nothing else to do, she did what she did every evening in the observation room. She closed her eyes and *listened*.

There was the hum of the air system. There was the soft tick of the shelter's walls, adjusting to the cold. There was Gus, breathing slowly as he read a battered paperback. There was Dr. Park, humming quietly under her breath as she made tea. And there was her own breath, in and out, in and out.

Gradually, she felt her restlessness begin to ease. The pulse would do whatever it did. She could not control it. She could not control the Sun. All she could do was be here, in this small warm room, with these two kind people, and wait.

That night, they played cards. Gus taught them a Swedish game his grandmother had played, which involved a great deal of shouting, and Dr. Park won every single round. Then Gus told stories about his early years on the Moon, when the first bases were little more than tin cans, and they laughed until their stomachs hurt.

When Amara finally lay down on her narrow bunk, she found that she was not worried any more. Above them, beyond the rock and the soil, the storm was roaring silently past. But down here, it was quiet. She fell asleep to the hum of the air and the soft sound of her friends breathing, and she slept better than she had in weeks.`,
    },
    {
      title: 'What Tally Heard',
      content: `The storm lasted two and a half days. When the all-clear finally sounded, the three of them climbed up the ladder, stiff and blinking, and opened the hatch.

The station was dim and cold, but unharmed. They powered it up slowly, system by system, checking everything. Then Tally woke up in its corner, stretched its six legs one at a time, and went out through the airlock to check the antennas.

It was gone for a long time. When it came back, it reported that most of the array was undamaged. A few antennas had faulty electronics and would need new parts. Gus began planning the repairs at once. Amara looked at the list and tried not to feel disappointed that the whole array would not be working properly for at least another week.

Then Tally came and stood beside her, in a way that she had come to know meant it wanted to say something.

"Amara," it said. "I have something to show you. I hope I did not do something wrong."

She looked at it. "What do you mean?"

"Before the storm," said Tally, "I folded all the antennas, as I was instructed. But there is one very small receiver at the bottom of the deep crater to the north, which is used for testing. It is in the shadow of the crater wall, and it is covered by a metal shield. I calculated that it would be protected from most of the storm." Tally's head tilted slightly. "You wanted very much to hear the change in the pulse. So I left that receiver switched on. I was not certain it would work. But I thought it was worth trying."

Amara stared at the robot. "Tally, that could have been damaged."

"Yes," said Tally. "It was a risk. I estimated it was a small one. It was not damaged." It paused. "And it recorded something."

It sent the recording to the screen.

Amara put on her headphones with shaking hands. She closed her eyes. There was the hiss of the sky, rougher than usual, crackling with the last traces of the storm. And then, faint and steady, the pulse. Once. Eighteen minutes of hiss. Twice.

Then, on the third beat, something changed. The pulse did not come as one beat, but as a short, soft cluster, like a *drum roll*, fading away over nearly a minute. Then silence. Then, eighteen minutes later, the single beat again, as if nothing had happened.

Amara listened to it three times. Then she took off the headphones and sat very still.

"Is it useful?" asked Tally.

"Tally," said Amara, and her voice was not quite steady, "this might be the most useful thing anyone has ever done for me."

The pattern the little receiver had caught was exactly the clue she had been missing. A slow, steady beat, and then, at long intervals, a brief flurry. It was the kind of pattern you might expect from something spinning slowly, with a powerful magnetic field that now and then twisted and snapped, releasing a burst of energy. Something like the remains of a star, but stranger, and slower, than any that anyone had catalogued before.

Gus came and listened too. So did Dr. Park. For a while, nobody said anything.

"How did you think of it?" Dr. Park asked Tally at last.

Tally considered. "For many evenings," it said, "I sat with Amara while she listened. She taught me that the most important thing is to pay attention, and not to give up too quickly. She checked the same thing many times. She waited when she wanted to hurry." It paused again. "I thought that if I could not listen with all the antennas, I should listen with the smallest one. It seemed better than not listening at all."

Amara reached out and put her hand on the robot's round metal head. It was cold from the airlock. She did not care.

"Thank you, Tally," she said softly. "Thank you for *listening*."`,
    },
    {
      title: 'A Star That Sings Slowly',
      content: `It took another two months of careful work before Amara and the science team on Earth were ready to tell the world.

By then, the antenna array was fully repaired, and they had listened to the pulse hundreds of times. They had caught four more of the strange flurries, and each one had helped them to understand a little more. They were now fairly confident of what they had found. It was a dead star, the collapsed core left behind after a giant star had exploded long ago. It was only about the size of a city, but enormously heavy, and spinning very slowly, once every eighteen minutes, wrapped in a magnetic field so strong it was hard to imagine. Now and then, that field shifted and cracked, like ice on a frozen lake, and sent out a brief cry of radio waves across the galaxy.

Nobody had ever found one quite like it. It was, the team wrote in their paper, a new and unusual kind of object, and it would help scientists to understand how stars live and die.

When the news was announced, it was very popular on Earth. People were a little disappointed that it was not aliens. But many of them found the truth even more wonderful: that there were still things in the universe nobody had ever imagined, quietly singing away in the dark, waiting for someone patient enough to hear them.

Amara's name was on the paper, at the top. Gus's name was on it too, and Dr. Park's. And at Amara's insistence, there was a line at the end, thanking the station's maintenance robot, Tally, for its initiative and attention. Several newspapers wrote stories about the robot who had kept listening through the storm. Tally did not seem to mind being famous. It said it was mostly interested in whether the new parts for the east line had arrived.

The team on Earth asked Amara to suggest a nickname for the object, something easier to say than its long catalogue number. She thought about it for a long time. In the end, she called it the Slow Drum.

A few weeks later, when her four months stretched into six and her first long stay on the Moon was nearly over, Gus offered to take her on a trip. They drove the station's rover for a whole day, north and west, across the grey, silent plains, until they reached the edge of the far side, where the Moon's gentle wobble sometimes lets a little of the Earth peep over the horizon.

They stopped on a low hill and waited. Tally had come with them, riding on the back of the rover, its cameras turned toward the sky.

For a long time, there was nothing but the black sky and the bright grey ground and the silence. Amara did not mind. She breathed slowly in her suit and watched the horizon. She had learned to *wait*.

Then, very slowly, at the edge of the world, a thin curve of blue appeared. It was the Earth, rising just a little way above the grey hills, shining with white clouds and deep blue oceans, more beautiful than any picture she had ever seen.

Somewhere down there was Accra, and her mother's kitchen, and her little sister telling terrible jokes. In two weeks she would be home. She would feel rain on her face again. She would hear birds.

But she knew, too, that she would miss this: the enormous quiet, the patient listening, the faint, steady beat of a faraway star, and the friends who had waited beside her.

"It is very beautiful," said Tally.

"It is," said Amara.

They stayed on the hill until the thin blue curve sank slowly back below the horizon. Then they turned the rover around and drove home across the silent plains, toward Farside Station, where the antennas were waiting under the stars, listening, as they always would, to the quiet voice of the *universe*.`,
    },
  ],
} as const satisfies BookItem;
