import type { BookItem } from '../types';

export const HISTORY_TOP_OF_THE_WORLD = {
  id: 'history-top-of-the-world',
  genre: 'history',
  kind: 'new',
  title: 'Two Climbers and the Top of the World: Everest, 1953',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'A Mountain with Many Names',
      content: `On the border between Nepal and Tibet stands the highest mountain on Earth. The people of Nepal call it Sagarmatha. In Tibet it is called Chomolungma, a name often explained as "mother goddess of the world." In the nineteenth century, British surveyors measuring the Himalaya from far away in India named it after George Everest, a former head of their survey. Whatever name you use, the mountain is the same: a vast pyramid of rock and ice rising almost nine kilometres into the thin, freezing sky.

For a long time, nobody knew whether a human being could even survive at the top. The air up there holds only about a third of the oxygen we breathe at sea level. Winds can blow harder than a hurricane. Temperatures fall far below freezing, even in summer.

In the 1920s and 1930s, several British expeditions tried to climb Everest from the Tibetan side. The most famous attempt came in 1924, when two climbers, George Mallory and Andrew Irvine, were last seen moving up high on the mountain before clouds closed around them. They never came back, and for many years no one knew how far they had gone. After that, one expedition after another was turned back by storms, snow and exhaustion.

Then, after the Second World War, Tibet closed its borders to foreign climbers, and Nepal began to open its own. A new route became possible, from the south. In 1952 a Swiss expedition tried it. Two men from that team came astonishingly close. They climbed to around 8,600 metres on the southeast ridge, only a few hundred metres below the summit, before cold and weariness forced them down. One of them was a Swiss guide called Raymond Lambert. The other was a Sherpa mountaineer named Tenzing Norgay.

Tenzing had grown up among the mountains of the Khumbu region of Nepal, in the shadow of Everest itself. As a young man he had moved to Darjeeling in India, where foreign expeditions hired mountain workers, and he had carried loads on Everest expeditions since 1935. By 1953 he had already been on six Everest expeditions. He was strong and cheerful, and he had a deep *respect* for the mountain, which many Sherpa people regard as a sacred place. He dreamed of standing on its summit.

The next year, 1953, it was Britain's turn to try. The expedition was led by Colonel John Hunt, an army officer and experienced climber, who was known for his careful planning. He chose a team of skilled mountaineers, along with a doctor, a physiologist who studied how the body copes with altitude, a film-maker, and a newspaper reporter. He asked Tenzing to be sirdar, the leader of the Sherpa team, and also a full climbing member.

Among the climbers were two New Zealanders. One was George Lowe, a schoolteacher. The other was a tall, bony, restless man named Edmund Hillary. At home, Hillary kept bees with his father and brother, working long days among the hives. In his spare time he climbed, first in the Southern Alps of New Zealand and then in the Himalaya. He was famous among his friends for his huge energy and for being almost impossible to tire out.

Nobody planned for Hillary and Tenzing to become partners. But during the weeks ahead, the two men found that they climbed well together. They were both strong, both determined, and both willing to work patiently through difficulty. That *partnership*, between a beekeeper from New Zealand and a mountain man from the Khumbu, would make history.

But first, before anyone could even set foot on Everest, the expedition had to get there.`,
    },
    {
      title: 'Step by Step to the South Col',
      content: `In March 1953 the expedition set out on foot from near Kathmandu. There were no roads into the Everest region then, and no airstrips. Everything the climbers needed for three months, including tents, food, stoves, ropes, ladders and heavy steel cylinders of oxygen, was carried on the backs of around 350 porters. The walk to the mountain took more than two weeks, up and down steep valleys, over rivers on swaying bridges and through forests of rhododendron just coming into flower.

At the monastery of Tengboche, in the heart of the Khumbu, the team stopped to rest and get used to the altitude. This slow getting used to the height is called *acclimatisation*. The human body, given time, can adjust to thinner air by making more red blood cells to carry oxygen. Rushing upward is dangerous. Hunt's plan allowed weeks for this patient adjustment, with climbers going up to higher places during the day and coming down again to sleep.

The route up the mountain began with one of its most frightening parts: the Khumbu Icefall. Here a great glacier pours over a steep drop, breaking into towers of ice as big as houses and cracks, called crevasses, so deep you cannot see the bottom. The ice moves a little every day. The team spent days finding a way through, cutting steps, fixing ropes and laying logs and ladders across the crevasses. Sherpa and British climbers then carried loads through it again and again.

Above the Icefall lay the Western Cwm, a long, high valley of snow between enormous walls. Cwm is a Welsh word for a bowl-shaped valley. On sunny days it could become surprisingly hot, as the sunlight bounced off the snow on every side. On the far side rose the Lhotse Face, a steep slope of hard blue ice more than a thousand metres high. Climbers spent many days cutting a route up it, fixing ropes and building small camps on narrow ledges.

Everything depended on *teamwork*. Each camp had to be stocked with tents, food and oxygen before the next could be built above it. For every climber who might reach the summit, dozens of people had to carry loads in the cold and the thin air. Many of them were Sherpa climbers, whose strength and skill made the whole plan possible.

Late in May, the team finally reached the South Col, a wide, windswept saddle of rock and ice at nearly 8,000 metres, between Everest and its neighbour Lhotse. It was a bleak, howling place, littered with the remains of the Swiss camp from the year before. From here the final ridge rose toward the summit.

Hunt had planned two summit attempts. The first pair would be Tom Bourdillon and Charles Evans, using a new kind of oxygen equipment. On 26 May they set off from the South Col and climbed higher than anyone had ever been: all the way to the South Summit, a snowy bump only about a hundred metres below the true top.

There they stopped. It was getting late. Their oxygen equipment had been giving trouble, and they were very tired. Ahead lay a narrow, unknown ridge. If they went on, they might reach the top, but they might not have the strength or the oxygen to get back down.

So they turned around. It must have been one of the hardest decisions of their lives, to stand so close and choose to go back. But it was a *wise* choice. They returned safely to the South Col, exhausted, and they brought back precious information about the ridge ahead.

Now it was the turn of the second pair: Edmund Hillary and Tenzing Norgay.`,
    },
    {
      title: 'The Summit Ridge',
      content: `On 28 May, Hillary and Tenzing climbed from the South Col with a small support team: George Lowe, Alfred Gregory and a Sherpa named Ang Nyima. They carried tents, oxygen and supplies up the southeast ridge. At about 8,500 metres, higher than any camp ever built before, they found a small, sloping ledge of snow and rock. The support team left their loads there and turned back down, wishing the two men luck.

Hillary and Tenzing spent the afternoon making the ledge flat enough for a tent. It was not very flat. That night they lay on two different levels, with Hillary half sitting against the slope. Outside, the wind gusted and snapped at the canvas. Inside, they melted snow on a small stove, because at that height the body loses water with every breath and drinking was essential. They ate what they could, including sardines, biscuits and tinned apricots, and they checked and rechecked the oxygen sets. They slept a little, breathing oxygen from their cylinders.

In the morning, Hillary found that his boots, which he had taken off, had frozen as hard as iron. He could not get his feet into them. So they held the boots over the stove, patiently turning them in the heat until the leather softened. It took about an hour. Only then, at around half past six, did they crawl out into the freezing air and begin to climb.

The morning was clear and bright. Below them, the great peaks of the Himalaya were lit by the rising sun. They climbed slowly, kicking steps into the snow, taking turns to go first. By about nine o'clock they reached the South Summit, where Bourdillon and Evans had turned back three days earlier. Ahead lay the unknown ridge.

It was narrow and beautiful and frightening. On the left, a steep slope of rock and snow fell away toward the Western Cwm. On the right, great overhanging lips of snow, called *cornices*, hung out over a drop of thousands of metres into Tibet. The two men moved carefully along the ridge, roped together, cutting steps with their ice axes, watching every foothold. They checked each other's oxygen. Tenzing was having trouble breathing at one point, and Hillary found ice blocking his breathing tube and cleared it.

Then they came to a wall of rock about twelve metres high, blocking the ridge. It looked impossible. But between the rock and the cornice, Hillary found a narrow crack. He wedged himself into it and, pushing with his back and feet, slowly wriggled his way upward. At the top he lay gasping on a ledge, then brought Tenzing up on the rope. Today that rock wall is called the Hillary Step.

After that, the ridge seemed to go on and on. Each bump they reached revealed another beyond it. They were tired now, and the air was so thin that every step needed several breaths. Then, at last, the ridge ahead of them stopped rising. It fell away on every side.

At about half past eleven on the morning of 29 May 1953, Edmund Hillary and Tenzing Norgay stood on the *summit* of Everest. They shook hands, and then they hugged, thumping each other on the back.

They stayed for about fifteen minutes. Hillary took photographs, including a famous one of Tenzing holding up his ice axe, with flags of the United Nations, Britain, Nepal and India fluttering from it. Tenzing made a small hole in the snow and left offerings in it, including sweets and biscuits, as a gift to the mountain. Hillary left a small cross that John Hunt had given him. Around them, the whole of the Himalaya lay spread out under a deep blue sky, and for a few minutes, two human beings stood quietly on the very top of the world.`,
    },
    {
      title: 'The News Travels Down',
      content: `Reaching a summit is only half of a climb. Many accidents in the mountains happen on the way down, when climbers are tired and their attention begins to slip. So after their fifteen minutes at the top, Hillary and Tenzing turned around and began the long, careful descent.

They climbed back down the ridge, down the crack beside the rock wall, back over the South Summit. Their oxygen was running low. They picked up spare cylinders they had left on the way up, and collected their gear at the little tent where they had spent the night. By the afternoon they were coming down the final slopes toward the South Col, slow and shaky with exhaustion.

George Lowe climbed up to meet them, carrying hot soup and spare oxygen. He was one of the first people on Earth to hear that Everest had been climbed. That evening, in the tents on the South Col, the two climbers rested and drank and tried to sleep, while the wind roared around them.

The next day they went down the Lhotse Face to the camp in the Western Cwm, where the rest of the team was waiting anxiously. John Hunt and the others saw them coming and walked out to meet them. When they learned the news, there was great joy. People hugged and shook hands and laughed, and Hunt, who had planned for this day for months, was deeply moved.

Now the news had to get out of the mountains. There were no phones and no internet. James Morris, the reporter from The Times newspaper in London, hurried down the mountain to Base Camp. He wrote a short message in a secret code, so that no rival newspaper could read it first, and a runner carried it down the valley to the village of Namche Bazaar, where there was a radio. From there it was sent to Kathmandu, and then on to London.

The news reached London on the night before 2 June 1953. That day was special, because it was the coronation of the young Queen Elizabeth the Second. On the morning of the coronation, as crowds gathered in the rain along the streets, newspapers announced that Everest had been climbed. For many people, the two events seemed to belong together, a moment of hope after the long, hard years of the war.

Within days, Hillary and Tenzing had become famous around the world. Hillary and Hunt were knighted by the Queen, and Tenzing was awarded the George Medal. In Nepal and India, Tenzing was greeted as a hero by enormous crowds. Songs were written about him. People argued about which country he belonged to, and, again and again, they asked the two climbers the same question: which one of you stood on the top first?

For a long time, both men refused to answer. They said that they had reached the summit *together*, as a team, and that was what mattered. Later, Tenzing explained in his autobiography that Hillary had in fact stepped onto the top a short way ahead of him, and that this did not trouble him at all. They had been tied together on one rope, each trusting the other with his life. On a rope like that, there is no first and second.

It is a good thing to *remember*. Behind those two men on the summit stood a whole team of climbers and hundreds of porters, cooks and runners. Behind them stood earlier climbers, like Mallory and Irvine and the Swiss team of 1952, who had shown the way. Every great achievement, when you look at it closely, is built on many people's patient work.`,
    },
    {
      title: 'What They Did Next',
      content: `After Everest, the lives of both men changed forever, and both of them chose to use their fame for something beyond themselves.

Tenzing Norgay settled in Darjeeling, in India. In 1954 a mountaineering school was founded there, the Himalayan Mountaineering Institute, and Tenzing became its director of field training. For many years he taught young people, many of them from India and the Himalaya, how to climb safely: how to use a rope, how to read the snow, and how to respect the mountains. He travelled the world and met kings and presidents, but many who knew him remembered most of all his warm smile and his simple *kindness*. He died in 1986.

Edmund Hillary kept exploring. In the late 1950s he drove farm tractors across Antarctica to the South Pole as part of a great expedition, and later he led journeys up rivers and into remote mountains. But the work he became proudest of was in the Khumbu, among the Sherpa people who had helped him reach the summit.

On his later visits to the region, Sherpa friends told him that what their villages needed most was schools for their children. In 1961, with their help, Hillary built a small school in the village of Khumjung. It was the beginning of something much bigger. Through the Himalayan Trust, an organisation he founded, Hillary and his many helpers built dozens of schools, as well as hospitals, clinics, bridges and fresh water supplies. Sherpa villagers did much of the building themselves, and the Trust helped with planning and money. Hillary kept returning to help for the rest of his life. He died in 2008, and in New Zealand he is remembered not only as a climber but as a man who kept his promises to his friends.

Everest has changed a great deal since 1953. Today hundreds of people reach the summit in a good year. There are fixed ropes, weather forecasts and modern equipment. There are also real problems: crowding on the narrow ridges, and rubbish left behind on the mountain. Many Sherpa guides, teachers and environmental groups now work hard to clean the mountain and to make climbing safer and fairer for the people who do much of the hardest work. The current official height of Everest, measured jointly by Nepal and China in 2020, is 8,848.86 metres.

When we think of the climb of 1953, it is easy to picture only the two men on the summit with the flags. But the story is full of smaller, quieter moments that are just as worth remembering. There was the slow walk in, day after day. There were the weeks of waiting while bodies adjusted to the thin air. There was the patient work of finding a path through the Icefall. There was the courage of Bourdillon and Evans to turn back. There was the hour spent warming a pair of frozen boots over a stove. And there were the thousands of small, careful steps, each one taken with full *attention*, because on a narrow ridge in the sky, one careless step is too many.

That may be the deepest lesson of Everest. Great things are rarely done in one leap. They are done the way Hillary and Tenzing climbed the final ridge: one breath, one step, then another breath, and another step, trusting the person on the other end of the rope.

Perhaps you have a mountain of your own at the moment, something big that feels too hard to reach. If so, you do not have to see the summit yet. You only have to find the next safe foothold, take one breath, and step.`,
    },
  ],
} as const satisfies BookItem;
