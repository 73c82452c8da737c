import type { BookItem } from '../types';

export const MYSTERY_SLOW_CLOCK = {
  id: 'mystery-slow-clock',
  genre: 'mystery',
  kind: 'new',
  title: 'The Case of the Slow Clock',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'Seventeen Minutes',
      content: `Edith Clarke had been a postwoman for forty-one years, and in all that time she had never once been late. She had walked the same streets of the little market town of Fernley every morning, in sunshine and snow, and she knew every gate, every letterbox and every dog. Now she was retired, and sixty-eight, but she still went out for a walk at seven o'clock sharp every day, because her feet did not know how to stop.

Every morning, she checked her watch against the clock on the old town hall in the market square. It was a fine clock, with a big white face, black Roman numerals and two long iron hands. It had kept good time for over a hundred years.

So on the first Monday in December, when Edith looked up and saw that the town hall clock said seventeen minutes to seven, when her watch said seven o'clock exactly, she stopped in the middle of the square and frowned.

She went to see Mr. Bernard Lowe, the clockmaker, who had a tiny shop full of ticking on the corner of Church Street. It was his job to look after the town clock. He climbed the narrow stairs inside the tower that very morning, checked the machinery, set the hands right and came down again, puzzled.

"Nothing wrong with it that I can see," he told Edith. "Clean as a whistle. Well oiled. The pendulum's swinging as sweet as you like."

The next morning the clock was right. Edith was pleased. The morning after that it was right again. Then, on Thursday, it was eleven minutes slow. On Friday it was right. On Saturday it was nineteen minutes slow.

By now people were talking about it. The baker said it was making him late opening his shop. Children said it had made them miss the school bus, which was probably not true. And Mr. Lowe was climbing the tower every morning to set it right, shaking his head and muttering.

"It's a mystery," he said to Edith, as they stood in the square on Saturday.

"Then someone had better solve it," said a voice behind them.

It belonged to Jamal Reid, who was thirteen and lived with his grandmother in the flat below Edith's. He was tall and thin and always seemed to be carrying a book. Edith knew that the books were usually detective stories, because she had delivered quite a few of them in parcels over the years.

"I've been watching it too," said Jamal. He pulled out a small notebook. "I've written it down. Every day since Monday. What time it says when I leave for school, and what the real time is."

Edith looked at the notebook. The writing was neat, the columns were ruled, and the facts were clear. She felt a small glow of respect.

"Well," she said, "two heads are better than one. Shall we have a go at it?"

Jamal grinned so widely that his ears moved. "Really?"

"Really. But we do it properly. *Facts first*. No jumping to conclusions."

They sat down together on the bench in the square, under the clock, and looked at Jamal's notes. Monday, seventeen minutes slow. Tuesday, right. Wednesday, right. Thursday, eleven minutes slow. Friday, right. Saturday, nineteen minutes slow.

"It's not every night," said Jamal slowly. "Just some nights."

"Yes," said Edith. "That's our first real *clue*. Whatever is happening, it doesn't happen every night. So the question is: what's different about the nights when it does?"

Above them, the old clock ticked on, its long black hands moving slowly round, and neither of them knew yet that the answer was, at that very moment, flying somewhere over the frosty fields outside town.`,
    },
    {
      title: 'Rumours and Records',
      content: `By the middle of the following week, everyone in Fernley had a theory about the clock.

The most popular one was that the teenagers who skateboarded in the car park behind the town hall were climbing up at night and moving the hands as a joke. Mrs. Pemberton from the flower shop was quite certain of it. Someone else said it must be the people from Ashby, the next town along, who had always been jealous of Fernley's clock. A few of the younger children whispered that it was the ghost of old Mr. Hartley, the clockmaker who had built it, coming back every night to tinker with his work.

Jamal came up to Edith's flat one evening, very excited. "I think it's the skateboarders," he said. "They're there most evenings, and Mrs. Pemberton says —"

Edith held up a hand. "Stop," she said, gently. "Take a *breath*."

Jamal took a breath.

"Now. Have we got any *evidence* that the skateboarders have been in the tower?"

Jamal thought about it. "No," he admitted.

"Mr. Lowe keeps the tower locked, and he's the only one with the key. And he says nothing's been disturbed. Have we got any evidence of a ghost?"

Jamal grinned. "No."

"Then let's not decide anything yet. When you're delivering letters and you can't find an address, the worst thing you can do is march off in a hurry in the wrong direction. Better to stand still and look properly. So let's look properly. What do we know?"

They spread out Jamal's notebook on the kitchen table and added Edith's own notes. They now had two weeks of records. On seven of the fourteen nights, the clock had lost time. Never less than eight minutes, never more than twenty-two.

"Let's see what else was happening on those nights," said Edith.

It was Edith's idea to look at the weather, because a postwoman knows a great deal about weather. She kept an old diary in which she wrote down the weather every day, out of habit. They went through it together, night by night, and slowly, a pattern appeared. On the nights when the clock stayed right, it had been wet, or windy, or cloudy and mild. On the nights when it lost time, the weather had been the same every time: cold and clear and still, with frost in the morning.

Jamal stared at the two lists. "It only slows down on frosty nights. Maybe the cold makes the metal shrink?"

"That's a good idea," said Edith. "Let's ask Mr. Lowe."

The next morning, after setting the clock right yet again, Mr. Lowe let them climb the tower with him. The stairs were steep and narrow and smelled of dust and oil. At the top was a small room full of brass wheels and iron rods, all turning slowly and steadily, with a great pendulum swinging back and forth in a wooden case. It was warm, and the ticking was loud and comforting, like a big slow heartbeat.

Mr. Lowe shook his head at the idea of the cold. "A bit of frost wouldn't slow it down this much," he said. "And if it did, it'd slow the pendulum, and the whole clock would run slow. But the machinery keeps perfect time. It's only the hands on the outside that are wrong in the morning. As if something had been holding them back."

He opened a little hatch so they could look out onto the narrow stone ledge behind the clock face. The wind was icy. Jamal leaned out, looked around, and then pointed.

On the ledge, caught in a crack in the stone, was a single small black feather, shining with spots of purple and green, like oil on a puddle. And scattered along the ledge were a great many white splashes, which were quite clearly droppings.

Edith and Jamal looked at each other. Neither of them said anything. But both of them were thinking the same thing.`,
    },
    {
      title: 'The Watch at Dusk',
      content: `"Birds," said Jamal, as soon as they were back down in the square. "It's something to do with birds. It has to be."

"It might be," said Edith. "It's our best idea yet. But an idea isn't an answer. We need to see it with our own eyes."

So they made a plan. On the next cold, clear evening, they would watch the clock from the moment the sun went down. Edith's front window, on the second floor, looked straight out across the square at the big white clock face. It was the perfect place.

The next two days were grey and drizzly. Jamal was impatient. He kept checking the weather forecast on his grandmother's phone and sighing.

"Detective work," said Edith, handing him a biscuit, "is mostly *waiting*. Like fishing. Or like waiting for a parcel."

On the third day, the clouds cleared. By the middle of the afternoon the sky was a pale, clean blue, and the air had that sharp, still chill that meant a frost was coming.

At four o'clock, Jamal knocked on Edith's door with a flask of hot chocolate and his notebook. Edith had pulled two armchairs up to the window and put a blanket over each one. They sat down and watched.

The sun went down behind the church. The sky turned gold, then pink, then a deep, soft blue. Lights came on in the shop windows around the square. People hurried home with their collars turned up. The town hall clock glowed white in the dusk.

For a long time, nothing happened. Jamal began to fidget. Edith did not tell him to stop. She simply sat still herself, breathing slowly, watching the sky, and after a while, without quite noticing, Jamal began to do the same. The room was warm and quiet. The hot chocolate steamed. Outside, the first star appeared above the rooftops.

Then Edith touched his arm and pointed.

Far away, above the fields beyond the edge of town, something was moving in the sky. At first it looked like a drift of smoke, or a swarm of midges. Then it came closer, and they saw that it was birds. Hundreds of birds. Then thousands. They flew together in one vast, swirling cloud, and the cloud was alive. It stretched and folded and twisted. It poured itself into long ribbons and then gathered into a great round ball, then spilled out again like ink in water. It turned dark as the birds all tilted one way, then pale as they tilted another. It made no sound that they could hear through the glass, yet it seemed to be singing.

"Starlings," breathed Edith. "A *murmuration*. I've heard of them. I've never seen one this close."

They watched, spellbound. Neither of them said a word. The great cloud of birds swirled over the rooftops of Fernley, round the church spire, over the market square, in wave after wave after wave, for perhaps a quarter of an hour. It was the most beautiful thing Jamal had ever seen.

Then, as the sky grew dark, the cloud began to break up and come down. Groups of starlings peeled away and dropped onto the rooftops, the gutters, the bare trees. And a great many of them, dozens and dozens, came fluttering down onto the town hall clock. They crowded onto the narrow stone ledges around the face. They perched along the top of the frame. And they settled, in a long, shuffling, squabbling line, all the way along the big iron minute hand.

Jamal grabbed his notebook. "The hand," he whispered. "Look at the hand."

As they watched, the minute hand reached the top of the clock and began its slow journey down the other side. But with all those birds sitting on it, it moved more and more slowly. At half past five, it was two minutes behind. At six, it was five minutes behind.

Edith sat back in her armchair and smiled.

"Well, Detective Reid," she said. "I think we've solved it."`,
    },
    {
      title: 'What to Do About the Starlings',
      content: `The next morning, the whole town heard the news. Edith and Jamal went to see Mr. Lowe first, and he laughed so hard he had to sit down.

"Starlings!" he said. "Of course. On cold still nights they come into town to roost, because it's a few degrees warmer than the fields. And that old minute hand is long and heavy, and they must love sitting on it. Each one weighs less than a bar of chocolate, but with enough of them and the hand gets held back, especially when it's climbing up the far side. Well, I never." He shook his head. "Forty years I've been mending clocks, and I never once thought to look at the sky."

Mrs. Pemberton from the flower shop went rather pink and apologised to the skateboarders, who were very gracious about it. The children who believed in Mr. Hartley's ghost were a little disappointed.

But not everyone was pleased. The town council held a meeting that week, and one of the councillors, a brisk man named Mr. Grayson, said that the birds were a nuisance. They were making a mess of the town hall and spoiling the clock. He proposed putting sharp spikes all along the ledges and the hands, and playing loud noises from a speaker at dusk to scare the starlings away.

When Jamal heard about it from his grandmother, he was horrified.

"They can't," he said to Edith. "You saw them. They're amazing. And they only want somewhere warm to sleep."

Edith had been thinking the same thing. She had also been reading. She had found out that starlings, which used to be among the most common birds in the country, had become much rarer over the last fifty years. They had lost many of their feeding places and nesting places. A flock like the one in Fernley was something special.

"We should say so at the next meeting," she said. "Politely. With evidence. Like detectives."

Jamal looked alarmed. "Say it? Out loud? In front of the council?"

"You found the feather," said Edith. "It's your case as much as mine."

The next meeting was in the town hall, in a big echoing room with rows of chairs. It was fuller than usual, because word had got round. Jamal sat in the front row with his notebook on his knees, and his heart was thumping so hard he was sure everyone could hear it.

When the chairwoman asked if anyone from the public wished to speak, Edith nudged him.

Jamal stood up. His legs felt like string. He looked at all the faces and felt his mind go completely blank.

Then he remembered the evening at the window. He remembered sitting still, breathing slowly, watching the sky, until the birds came. So he did the same now. He felt his feet on the wooden floor. He took one *slow breath*, all the way in and all the way out. The room did not disappear, but it steadied.

"My name's Jamal Reid," he said. "Mrs. Clarke and I found out why the clock was slow."

And then he told them. He told them about the records, and the weather, and the feather on the ledge. He told them about the evening watch, and he described the murmuration as well as he could: the great swirling cloud, the ribbons and waves, the way it seemed to sing without a sound. He read out what Edith had found about starlings becoming rare. And then he said what he and Edith had worked out together.

"We don't think we have to choose," he said, "between the clock and the birds. We think there might be a way to look after *both*."`,
    },
    {
      title: 'Starling Hour',
      content: `Their idea was simple, and it came from Mr. Lowe.

The clock itself could be protected without hurting anyone. Mr. Lowe said he could fit smooth, rounded covers along the iron hands, too slippery and sloping for a starling to perch on comfortably. The ledges around the clock face could be fitted with gently sloping boards so that the birds would not want to settle there either. Nothing sharp. Nothing noisy. Just a polite suggestion, in the language of birds, that this was not the best place to spend the night.

But the starlings would need somewhere else to go. And here, Edith had an idea of her own. At the back of the town hall stood an old brick stable block, empty for years, with deep eaves and a tall, sheltered wall facing away from the wind. If the town fixed rows of simple wooden ledges under those eaves, and left the old ivy on the wall, the starlings would have a warm, safe place to roost, out of the way of the clock and the market.

The council listened. There was a long discussion. Mr. Grayson grumbled about the cost. But then the chairwoman, who had been very quiet, said that she had gone out into the square the evening before to see the starlings for herself. She said she had stood there for twenty minutes in the cold with her mouth open, and she had not felt so peaceful in years.

The vote was nine to two. The clock would be gently protected, and the starlings would have a new home.

That winter, Mr. Lowe fitted the covers to the clock hands, and some of the skateboarders, who turned out to be very good at woodwork, helped Jamal's grandmother and a few volunteers to build the ledges under the eaves of the old stable. Edith supervised, and made a great deal of tea.

At first the starlings were confused. On the next frosty night they swirled over the square, and came down toward the clock, and found nowhere comfortable to sit, and fluttered about, complaining loudly. Edith and Jamal watched anxiously from the window. Then, slowly, in little groups, the birds found the new ledges behind the town hall, and the ivy on the old brick wall. By the end of the evening, the stable block was full of sleepy, muttering starlings, and the clock hands were bare.

The next morning, at seven o'clock exactly, Edith looked up at the town hall clock on her morning walk. It said seven o'clock exactly. It has kept perfect time ever since.

But something else happened too, something nobody had planned.

People in Fernley began to come out into the market square on cold, clear evenings, just before sunset, to watch. At first it was only a few. Then more came, with flasks and scarves and children on their shoulders. They stood together in the square and looked up at the sky. They stopped talking. They waited. And when the murmuration came pouring over the rooftops, swirling and folding and shimmering in the last of the light, a kind of hush fell over everybody, and then a soft sound of wonder, like a sigh.

The children started calling it *Starling Hour*. The baker began selling hot cross buns at dusk, even though it was nowhere near Easter. Mr. Lowe hung a little sign in his shop window with the time of sunset on it, so people would know when to come.

Edith and Jamal still watch from her window sometimes, with hot chocolate and blankets. Jamal is fourteen now. His notebook is full of new cases, most of them small: a missing cat, a mysterious pattern of footprints in the snow, a neighbour's vanishing tomatoes. He solves them the way Edith taught him: facts first, no jumping to conclusions, and when in doubt, *stop*, take a breath, and look properly.

And every frosty evening, as the great cloud of starlings turns and swirls above the clock tower, the two detectives sit quietly, side by side, and watch the most beautiful mystery in Fernley fill the darkening sky.`,
    },
  ],
} as const satisfies BookItem;
