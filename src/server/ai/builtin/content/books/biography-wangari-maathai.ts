import type { BookItem } from '../types';

export const BIOGRAPHY_WANGARI_MAATHAI = {
  id: 'biography-wangari-maathai',
  genre: 'biography',
  kind: 'new',
  title: 'The Woman Who Planted Trees: Wangari Maathai',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Fig Tree and the Stream',
      content: `On 1 April 1940, in the green highlands of central Kenya, a baby girl was born in the village of Ihithe, on the slopes of the Aberdare mountains. Her parents named her Wangari. Her family were Kikuyu farmers, and the land around them was rich and beautiful: red soil, steep hills covered in crops and forest, and clear streams tumbling down from the mountains. Kenya at that time was a colony ruled by Britain.

When Wangari was a small child, her family moved for a few years to a farm in the Rift Valley, where her father worked. Later she returned to Ihithe with her mother and her brothers and sisters. It was there, in the hills around her home, that she formed the memories she would treasure for the rest of her life.

Near her family's homestead stood a huge old wild fig tree. Her mother told her that it was a tree of God. Nobody cut it down, and nobody even took its dead branches for firewood, the way they did with other trees. Wangari was sent to fetch water from a stream not far from the fig tree, and she loved that stream. Years later, she described how she would kneel by the water and look at the clear pools, where masses of frogs' eggs floated, like strings of pale beads. She tried to pick them up, thinking they would make a lovely necklace, but they always slipped through her fingers. Later the eggs turned into tadpoles, wriggling among the stones.

She did not know it then, but the fig tree and the stream were connected. The great tree's roots went deep into the ground, holding the soil together and helping water to travel up from underground and feed the springs. People had respected the tree for its spiritual meaning, and in doing so they had also protected the water. Wangari would spend much of her later life trying to help people see that link: between the health of the land and the wellbeing of the people who lived on it.

In those days, few girls in rural Kenya went to school. Families often needed their daughters at home, to help with the farming, fetching water and looking after younger children. But one day Wangari's older brother asked their mother why Wangari did not go to school like him. Her mother thought about it, and agreed. When Wangari was about eight years old, she started at the local primary school.

She loved it. She was hardworking and curious, and she quickly rose to the top of her class. She went on to a boarding school run by Catholic nuns, and then to Loreto High School in Limuru, one of the very few secondary schools for girls in Kenya at the time. There she discovered a deep love of *science*, especially biology. She wanted to understand how living things worked: how plants grew, how bodies functioned, how everything in nature fitted together.

The Kenya of her teenage years was a place of great struggle and change. Many Kenyans were fighting for freedom from colonial rule. It was a frightening time for many families, and Wangari's own community was deeply affected. But it was also a time of hope. Independence was coming, and the new country would need educated young people to help build its future.

Wangari finished high school in 1959. She was nineteen years old, and she had a dream that seemed almost impossible for a girl from a small village in the hills: she wanted to go to *university*.

Just as she was wondering how that could ever happen, an extraordinary opportunity came along. It would carry her thousands of miles from the fig tree and the stream, across an ocean, to a country she had only read about in books.`,
    },
    {
      title: 'Across the Ocean and Home Again',
      content: `In 1960, a group of Kenyan leaders and their supporters in the United States arranged a remarkable programme. Hundreds of talented young East Africans were given scholarships to study at American colleges, so that they could return and help lead their countries after independence. The programme was sometimes called the Kennedy Airlift, because of help from the family of John F. Kennedy, who was then running to become president. Wangari was one of the students chosen.

She flew to the United States and began studying at Mount St. Scholastica College, a small Catholic college for women in Atchison, Kansas. Everything was new: the food, the cold winters, the flat fields stretching to the horizon. But she was warmly welcomed, especially by the Benedictine sisters who ran the college, and she threw herself into her studies. She earned her degree in biology in 1964.

It was also an important time to be in America. The civil rights movement was growing, as Black Americans campaigned peacefully for equal rights and fair treatment. Wangari watched closely. She later said that those years taught her a great deal about how ordinary people, working together, could stand up for *justice* and change their society.

After Kansas, she went on to the University of Pittsburgh, where she earned a master's degree in biological sciences in 1966. In Pittsburgh, too, she noticed something that would stay with her. The city had once been famous for its smoky, polluted air, from the steel mills. Local people had campaigned to clean it up, and the air was getting better. She saw that when people cared about their environment and demanded change, things could improve.

Meanwhile, in 1963, Kenya had become an independent country. In 1966 Wangari returned home, full of hope and ready to work. She had been promised a job as a research assistant at the university in Nairobi. But when she arrived, she discovered that the job had been given to someone else. She was shocked, and hurt. She believed, with good reason, that it was because she was a woman, and because she was not from the right group of people.

She did not give up. She found another position, in the department of veterinary anatomy, studying the bodies of animals. Her professor encouraged her to continue her studies, and she spent time in Germany, at universities in Giessen and Munich, doing research. In 1971 she completed her doctorate. She became the first woman in East and Central Africa to earn a PhD.

She went on to teach at the University of Nairobi and became head of the department of veterinary anatomy, and then an associate professor. In both of those roles, she was the first woman to reach that level at the university. Along the way, she campaigned for women on the staff to receive the same pay and benefits as men, which made her some enemies, but also many friends.

In 1969 she married a man named Mwangi Mathai, who later became a politician, and they had three children: Waweru, Wanjira and Muta. Wangari loved being a mother. Later, the marriage ended, which was a painful and public time for her. When her former husband objected to her continuing to use his surname, she added an extra letter, and from then on she was known as Wangari *Maathai*.

Through all these years, Wangari kept visiting her home village and other parts of the countryside. And she began to notice something that troubled her deeply. The land she had loved as a child was changing. The streams were not as clear. Some had dried up. Forests had been cut down. The soil was washing away in the rain.

When she went back to look for the stream near the fig tree, where she had played with frogs' eggs as a girl, she found that the fig tree had been cut down. And the stream was gone.`,
    },
    {
      title: 'Seven Trees',
      content: `In the early 1970s, Wangari joined the National Council of Women of Kenya, a group that brought together women's organisations from all over the country. Women from rural areas came to its meetings and talked about their lives. And as Wangari listened, she heard the same worries, again and again.

They did not have enough firewood for cooking. They had to walk further and further each day to find it. Their streams were drying up or becoming muddy, so clean water was hard to find. Their soil was poor, and their crops did not grow well. Their families did not have enough good food to eat.

Many people might have thought of these as separate problems, each needing its own solution. But Wangari was a scientist, and she had grown up by the fig tree and the stream. She saw that they were all connected. The forests had been cut down, for farms, for timber, and for fuel. Without trees, there was no firewood. Without tree roots to hold it, the soil washed away in the rain, taking its goodness with it and clogging the streams with mud. Without forests to soak up rainwater and release it slowly, the springs ran dry.

So she thought: why not plant *trees*?

It was a very simple idea. Perhaps that was its strength. Planting trees was something anyone could do, without much money or special equipment. Trees would give firewood, and fruit, and shade. Their roots would hold the soil and protect the water. And the women who planted them would gain skills, a little income and, most importantly, a feeling that they could do something to improve their own lives.

On 5 June 1977, World Environment Day, Wangari and other members of the Council planted seven trees in a park in Nairobi. It was the beginning of what became known as the *Green Belt Movement*.

At first, the work was hard. Wangari went to government foresters and asked them for help in growing seedlings. The foresters were not very encouraging. They told her that growing trees needed trained experts, with diplomas. But the women in the villages did not have diplomas. So Wangari decided that they would learn by doing. The women, she said, did not need diplomas to plant a tree. They had been growing food from seeds all their lives.

And they did. Women set up small tree nurseries near their homes. They collected seeds from local trees, planted them in pots and in the soil, watered them and looked after them. When the seedlings were big enough, they were given out to farmers, schools and churches to plant on their land. The Green Belt Movement paid the women a small amount for each young tree that survived after being planted. This gave them a reason to keep caring for the trees, not just plant them and walk away.

It took *patience*. A tree does not grow in a week or a month. Some of the first seedlings died. Some nurseries failed. But slowly, season by season, the movement grew. More and more women joined. They taught one another, sharing what they had learned. Belts of young trees began to appear across the hillsides: around farms, along roads, on school grounds, on land that had been bare and eroding.

For Wangari, every tree planted was a kind of hope. Each small seedling was a promise of shade and fruit and clean water in years to come, for people who might not even have been born yet.

Over the following decades, the Green Belt Movement and the communities it worked with planted tens of millions of trees across Kenya. The movement itself estimates the number at more than fifty million. Groups in other African countries began to follow its example.

And somewhere in the green hills of the highlands, on land where a child had once played beside a clear stream, young trees were quietly putting down their roots.`,
    },
    {
      title: 'Standing Up for the Green Places',
      content: `As the Green Belt Movement grew, Wangari Maathai came to understand something new. Caring for the environment was not only about planting trees. It was also about how a country was governed: who had power, who made decisions about the land, and whether ordinary people had a voice.

In Kenya in the 1980s, the government was very powerful, and people who criticised it could get into serious trouble. Some land that belonged to the public, such as forests and parks, was quietly being handed over to wealthy and well-connected people. Wangari believed that this was wrong, and she was not afraid to say so.

In 1989, she learned that the government planned to build an enormous skyscraper, some sixty storeys high, in the middle of Uhuru Park in Nairobi. Uhuru means freedom in Swahili. The park was one of the few green open spaces in the city, where ordinary people could walk, rest and gather. Wangari thought that taking it away to build an office tower was a terrible idea.

She wrote letters to government officials, to newspapers and to international organisations, explaining why the park mattered. The response was harsh. Politicians mocked her in Parliament and in public. They said insulting things about her, often because she was a woman who would not keep quiet. The Green Belt Movement was thrown out of its offices.

But Wangari did not back down. She kept speaking, calmly and firmly, and more and more people listened. In the end, the foreign investors who were supposed to pay for the tower withdrew their money. The project was abandoned. Uhuru Park was saved, and it remains a public park today.

It was not the last time she would stand up for a green place. In the late 1990s, parts of Karura Forest, a large forest on the edge of Nairobi, were being handed out to private developers. Wangari and her supporters went to the forest to plant trees in protest. They were attacked by men hired to guard the land, and Wangari was hurt. But many Kenyans were outraged, and the protests helped to stop the forest from being destroyed. Karura Forest is still there, and it is now a protected public forest where families come to walk and cycle among the trees.

Wangari also spoke up for human rights and for democracy. In 1992, she joined a group of mothers who were peacefully protesting in Uhuru Park, asking for their sons, who were political prisoners, to be released. Police broke up the protest, and Wangari was among those injured. Through all of this, she was arrested several times. She faced threats and danger. Yet she always chose *peaceful action*: speaking, writing, gathering, planting.

Where did her courage come from? Part of the answer lies in what she had learned. She had come to see that the bad treatment of the land and the bad treatment of people often went together. Once she truly understood that, she could not simply look away.

Slowly, Kenya changed. In 2002, after many years of campaigning by Wangari and many others, the country held elections in which a new government came to power. Wangari herself stood as a candidate for Parliament in the area where she had grown up, and she won by a huge majority. She was appointed an assistant minister for the environment, natural resources and wildlife. The woman who had once been mocked in Parliament now sat in it, helping to make decisions about the forests and rivers she loved.

Through all these years, she kept planting trees. When people asked her how she kept going, through all the difficulties and setbacks, she often spoke of the small, steady work at the heart of the movement: one seedling, one hole in the ground, one woman caring for one young tree. Big changes, she believed, are made of many small acts of *care*, repeated patiently, again and again.`,
    },
    {
      title: 'A Hummingbird and a Nandi Flame',
      content: `On 8 October 2004, Wangari Maathai was travelling near Nyeri, not far from the hills of her childhood, when she received a telephone call. She had been awarded the Nobel Peace Prize.

The committee said that it was honouring her for her contribution to sustainable development, democracy and peace. She was the first African woman ever to win a Nobel Prize, and the first person to be given the Peace Prize for work that began with the environment.

Some people were surprised. What did planting trees have to do with peace? But Wangari had understood the link for a long time. When land is destroyed, she explained, people compete for what is left: for water, for firewood, for soil that can grow food. That competition can lead to conflict. When land is cared for, and when people share fairly in its gifts and have a say in how it is used, it becomes much easier for them to live in peace. Protecting the environment, standing up for people's rights and building peace were, for her, all part of the same work.

When she heard the news, Wangari did something very fitting. She celebrated by planting a tree. She planted a Nandi flame tree, a beautiful African tree with bright orange-red flowers, facing Mount Kenya, the great mountain that her people had long honoured.

In the years that followed, she travelled the world, speaking about the environment, about women's rights and about peace. She wrote a memoir called Unbowed, telling the story of her life. In her speeches, she often told a short story that many people came to love.

There was once a great fire in a forest, the story goes. All the animals fled in fear and stood at the forest's edge, watching it burn, feeling helpless. But one tiny hummingbird flew to a stream, picked up a single drop of water in its beak, and flew back to drop it on the flames. Then it went back for another drop, and another. The bigger animals laughed at it and asked what it thought it was doing. It was far too small to make any difference. And the hummingbird answered, simply, that it was doing the best it could.

Wangari said that she wanted to be like the hummingbird. She could not solve every problem in the world. No one can. But she could always do something, however small, and do it as well as she could. And if enough people did their small part, together, the fire could be put out.

Wangari Maathai died in Nairobi on 25 September 2011, at the age of seventy-one, after an illness. Even at the end, she was thinking of trees. She had asked that she should not be buried in a wooden coffin, because she did not want a tree to be cut down for her. Her coffin was made of bamboo and other quick-growing plant fibres instead.

Today, the Green Belt Movement continues her work. In Kenya and around the world, people still plant trees in her name. Children who were never able to meet her learn her story at school, and many of them go out and plant a seedling of their own.

When we think about the great problems facing our world, it is easy to feel like the animals at the forest's edge: overwhelmed, frightened, too small to make a difference. Wangari Maathai's life offers a gentle answer. Begin where you are. Pay *attention* to the place you live, its streams and soil and trees, and to the people around you. Then do one small, good thing, and then another.

Somewhere, in the green hills of central Kenya, a little girl once knelt by a clear stream and tried to make a necklace out of frogs' eggs. She grew up to help plant tens of millions of trees. Every one of them began as a single seed, held in someone's hand, and pressed, with *hope*, into the ground.`,
    },
  ],
} as const satisfies BookItem;
