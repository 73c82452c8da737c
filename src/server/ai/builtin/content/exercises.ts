import type { ExerciseItem } from './types';

/** Real exercises the exercise planner can suggest, at least seven for each fitness goal. */
export const EXERCISES = [
  {
    name: 'Push-Up',
    benefits: 'Builds strength in the chest, shoulders, triceps and core.',
    instructions:
      'Place your hands slightly wider than your shoulders and step back into a straight line from head to heels|Lower your chest toward the floor, keeping elbows at about 45 degrees from your body|Press back up to the start without letting your hips sag|Do the same movement with knees on the floor if full push-ups are too hard|Aim for 2 to 3 sets of 6 to 12 reps',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Bodyweight Squat',
    benefits:
      'Strengthens the thighs, glutes and core and supports everyday movements like sitting and standing.',
    instructions:
      'Stand with feet shoulder-width apart, toes turned slightly out|Push your hips back and bend your knees as if sitting into a chair|Keep your chest up and your knees tracking over your toes|Lower until your thighs are near parallel or as far as is comfortable|Press through your whole foot to stand up; do 2 to 3 sets of 10 to 15',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Reverse Lunge',
    benefits: 'Strengthens the legs and glutes with less stress on the knees than a forward lunge.',
    instructions:
      'Stand tall with feet hip-width apart|Step one foot back and lower until both knees are bent to about 90 degrees|Keep your front knee over your ankle and your torso upright|Push through the front heel to return to standing|Alternate legs for 2 to 3 sets of 8 to 10 per side',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Glute Bridge',
    benefits: 'Strengthens the glutes and hamstrings and supports a healthy lower back.',
    instructions:
      'Lie on your back with knees bent and feet flat, hip-width apart|Press through your heels and lift your hips until your body forms a line from shoulders to knees|Squeeze your glutes at the top without arching your lower back|Lower slowly to the floor|Do 2 to 3 sets of 10 to 15',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Bent-Over Row',
    benefits: 'Strengthens the upper back, lats and biceps and helps balance pushing exercises.',
    instructions:
      'Hold a dumbbell in each hand and hinge forward at the hips with a flat back and soft knees|Let the weights hang below your shoulders|Pull the dumbbells toward your lower ribs, squeezing your shoulder blades together|Lower them slowly with control|Do 2 to 3 sets of 8 to 12',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Shoulder Press',
    benefits: 'Strengthens the shoulders, triceps and upper back.',
    instructions:
      'Stand or sit tall holding dumbbells at shoulder height, palms facing forward|Brace your core and avoid arching your lower back|Press the weights overhead until your arms are straight|Lower them slowly back to shoulder height|Do 2 to 3 sets of 8 to 12',
    difficulty: 'beginner',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Pull-Up',
    benefits: 'Builds strong lats, upper back, biceps and grip.',
    instructions:
      'Hang from a bar with hands slightly wider than shoulder-width, palms facing away|Pull your shoulder blades down and back|Pull yourself up until your chin clears the bar|Lower yourself slowly to a full hang|Use a resistance band or do slow lowering reps if you cannot yet do a full pull-up|Do 2 to 3 sets of 3 to 8 reps',
    difficulty: 'advanced',
    category: 'strength',
    timesOfDay: ['afternoon'],
  },
  {
    name: 'Bulgarian Split Squat',
    benefits: 'Builds single-leg strength in the thighs and glutes and improves balance.',
    instructions:
      'Stand about two feet in front of a bench and rest the top of your back foot on it|Lower your back knee toward the floor, keeping your front knee over your ankle|Keep your torso upright and your weight in the front foot|Press through the front heel to stand back up|Do 2 to 3 sets of 6 to 10 per leg',
    difficulty: 'advanced',
    category: 'strength',
    timesOfDay: [],
  },
  {
    name: 'Brisk Walking',
    benefits: 'Strengthens the heart and lungs, lifts mood and is gentle on the joints.',
    instructions:
      'Wear supportive shoes and start at an easy pace for 3 to 5 minutes|Speed up until you breathe faster but can still talk|Swing your arms naturally and stand tall|Keep going for 20 to 30 minutes|Slow down for the last few minutes to cool down',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Jumping Jacks',
    benefits: 'Raises the heart rate quickly and warms up the whole body.',
    instructions:
      'Stand with feet together and arms by your sides|Jump your feet out wide while raising your arms overhead|Jump back to the start|Land softly on the balls of your feet|Repeat for 30 to 60 seconds; step side to side instead of jumping for a low-impact version',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['morning'],
  },
  {
    name: 'High Knees',
    benefits: 'Boosts heart rate and works the legs and core.',
    instructions:
      'Stand tall with feet hip-width apart|Run in place, driving each knee up toward hip height|Pump your arms in rhythm with your legs|Stay on the balls of your feet and land softly|Go for 20 to 40 seconds, rest and repeat 3 to 5 times',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['morning'],
  },
  {
    name: 'Jump Rope',
    benefits: 'Improves cardiovascular fitness, coordination and foot speed.',
    instructions:
      'Hold the handles at hip height with elbows close to your sides|Turn the rope with your wrists, not your whole arms|Jump just high enough for the rope to pass, landing softly on the balls of your feet|Start with 30 seconds on and 30 seconds off|Jump for 30 seconds, rest and repeat 5 to 10 times, building up to 5 to 10 minutes in total',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Stair Climbing',
    benefits: 'Strengthens the legs and quickly raises the heart rate.',
    instructions:
      'Find a safe staircase with a handrail|Walk up at a steady pace, placing your whole foot on each step|Use the handrail lightly for balance|Walk down slowly and carefully to recover|Repeat for 10 to 15 minutes',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: [],
  },
  {
    name: 'Shadow Boxing',
    benefits: 'A fun cardio workout that also builds coordination and upper-body endurance.',
    instructions:
      'Stand with feet staggered, knees soft and fists up by your chin|Throw light straight punches, alternating hands|Add hooks and uppercuts once you feel warm|Keep moving your feet and keep your core braced|Work in rounds of 1 to 3 minutes with short rests',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['afternoon'],
  },
  {
    name: 'Dance Cardio',
    benefits: 'Raises the heart rate while lifting mood and improving coordination.',
    instructions:
      'Put on upbeat music you enjoy|Start with easy steps like side steps and marching|Add arm movements and bigger steps as you warm up|Keep moving continuously for 15 to 30 minutes|Finish with a few minutes of slower movement',
    difficulty: 'beginner',
    category: 'cardio',
    timesOfDay: ['afternoon', 'evening'],
  },
  {
    name: 'Rowing Machine Intervals',
    benefits: 'Builds cardiovascular fitness while working the legs, back and arms together.',
    instructions:
      'Strap your feet in and grip the handle with straight arms|Push with your legs first, then lean back slightly, then pull the handle to your lower ribs|Return in reverse order: arms, body, then legs|Row hard for 1 minute, then easy for 1 minute|Repeat 6 to 10 times',
    difficulty: 'advanced',
    category: 'cardio',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Standing Hamstring Stretch',
    benefits: 'Lengthens the hamstrings and eases tension in the backs of the legs.',
    instructions:
      'Stand and place one heel on a low step with the leg straight|Keep your back long and hinge forward from the hips|Stop when you feel a gentle stretch behind the thigh|Hold for 20 to 30 seconds while breathing slowly|Switch legs',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: ['evening'],
  },
  {
    name: 'Standing Quad Stretch',
    benefits: 'Stretches the front of the thigh and hip.',
    instructions:
      'Stand near a wall or chair for balance|Bend one knee and hold your ankle behind you|Keep your knees close together and your hips tucked slightly under|Hold for 20 to 30 seconds|Switch legs',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: [],
  },
  {
    name: 'Seated Butterfly Stretch',
    benefits: 'Opens the hips and stretches the inner thighs.',
    instructions:
      'Sit with the soles of your feet together and knees falling out|Hold your ankles and sit tall|Let your knees relax toward the floor without pushing them|Lean forward slightly from the hips for more stretch|Hold for 30 seconds to 1 minute',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: ['evening'],
  },
  {
    name: 'Doorway Chest Stretch',
    benefits: 'Opens the chest and front of the shoulders, which tighten from sitting.',
    instructions:
      'Stand in a doorway and place your forearms on the frame, elbows at shoulder height|Step one foot forward gently|Lean through the doorway until you feel a stretch across the chest|Keep your shoulders relaxed down|Hold for 20 to 30 seconds and repeat 2 to 3 times',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: [],
  },
  {
    name: 'Cross-Body Shoulder Stretch',
    benefits: 'Stretches the back of the shoulder and upper back.',
    instructions:
      'Bring one arm straight across your chest|Hold it above the elbow with the other hand|Gently draw the arm closer to your chest|Keep your shoulder down away from your ear|Hold for 20 to 30 seconds, then switch arms',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: [],
  },
  {
    name: 'Figure-Four Stretch',
    benefits: 'Stretches the glutes and outer hips and can ease lower-back tightness.',
    instructions:
      'Lie on your back with both knees bent|Cross your right ankle over your left knee|Hold behind your left thigh and draw it toward your chest|Keep your right knee opening gently away from you|Hold for 30 seconds, then switch sides',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: ['evening'],
  },
  {
    name: 'Kneeling Hip Flexor Stretch',
    benefits: 'Stretches the front of the hip, which tightens with long sitting.',
    instructions:
      'Kneel on one knee with the other foot forward, knee over ankle|Place padding under the back knee|Tuck your tailbone slightly and shift your hips forward|Raise the arm on the kneeling side for a deeper stretch|Hold for 30 seconds, then switch sides',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: [],
  },
  {
    name: 'Wall Calf Stretch',
    benefits: 'Stretches the calves and Achilles tendons.',
    instructions:
      'Stand facing a wall with your hands on it|Step one foot back and keep that heel on the floor|Bend the front knee and lean toward the wall until you feel the back calf stretch|Keep the back leg straight, then bend it slightly to stretch lower in the calf|Hold each for 20 to 30 seconds, then switch legs',
    difficulty: 'beginner',
    category: 'flexibility',
    timesOfDay: [],
  },
  {
    name: 'Front Splits Progression',
    benefits: 'Develops deep flexibility in the hamstrings and hip flexors over time.',
    instructions:
      'Warm up well first with walking and dynamic stretches|From a low lunge, slide the front heel forward and the back knee back slowly|Support yourself with blocks under your hands|Stop at a strong but painless stretch and breathe|Hold for 30 seconds to 1 minute, then switch sides; never bounce',
    difficulty: 'advanced',
    category: 'flexibility',
    timesOfDay: ['evening'],
  },
  {
    name: 'Hip Circles',
    benefits: 'Loosens the hip joints and warms up the lower body.',
    instructions:
      'Stand with feet hip-width apart and hands on your hips|Slowly circle your hips in a wide circle|Keep your upper body fairly still|Do 8 to 10 circles one way|Repeat in the other direction',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: ['morning'],
  },
  {
    name: 'Arm Circles',
    benefits: 'Warms up the shoulders and improves their range of motion.',
    instructions:
      'Stand tall and extend your arms out to the sides|Make small circles forward, then gradually make them bigger|Do 10 to 15 circles|Reverse the direction|Keep your shoulders relaxed away from your ears',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: ['morning'],
  },
  {
    name: 'Open Book Thoracic Rotation',
    benefits: 'Improves rotation in the upper back and opens the chest.',
    instructions:
      'Lie on your side with knees bent at 90 degrees and arms straight in front|Keep your knees together and on the floor|Lift your top arm and open it across to the other side, following it with your eyes|Pause, then return slowly|Do 8 to 10 per side',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: [],
  },
  {
    name: '90/90 Hip Switch',
    benefits: 'Improves internal and external rotation of the hips.',
    instructions:
      'Sit with both knees bent at 90 degrees, one leg in front and one to the side|Place your hands behind you for support|Rotate both knees to the other side so the legs switch positions|Move slowly and keep your chest upright|Do 8 to 10 switches',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: [],
  },
  {
    name: "World's Greatest Stretch",
    benefits: 'Opens the hips, hamstrings and upper back in one flowing movement.',
    instructions:
      'Step into a long lunge with your right foot forward|Place your left hand on the floor and drop your right elbow toward the inside of your right foot|Rotate and reach your right arm toward the ceiling|Return the hand down and straighten the front leg to stretch the hamstring|Do 3 to 5 reps per side',
    difficulty: 'advanced',
    category: 'mobility',
    timesOfDay: ['morning'],
  },
  {
    name: 'Ankle Circles',
    benefits: 'Improves ankle mobility and circulation.',
    instructions:
      'Sit or stand holding a support and lift one foot|Slowly circle the ankle clockwise 10 times|Circle it counterclockwise 10 times|Keep the movement smooth and pain-free|Switch feet',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: [],
  },
  {
    name: 'Cat-Cow Stretch',
    benefits: 'Mobilises the whole spine with gentle flexion and extension.',
    instructions:
      'Start on hands and knees with wrists under shoulders|Inhale as you drop your belly and lift your chest|Exhale as you round your back and tuck your chin|Move slowly with your breath|Repeat 8 to 10 times',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: ['morning', 'evening'],
  },
  {
    name: 'Wall Slides',
    benefits: 'Improves shoulder mobility and upper-back posture.',
    instructions:
      'Stand with your back against a wall and feet a little away from it|Place your arms against the wall in a goalpost shape|Slowly slide your arms up as far as you can while keeping contact with the wall|Slide them back down|Do 8 to 12 reps',
    difficulty: 'beginner',
    category: 'mobility',
    timesOfDay: [],
  },
  {
    name: 'Single-Leg Stand',
    benefits: 'Improves balance and ankle stability and helps prevent falls.',
    instructions:
      'Stand near a wall or chair for support|Shift your weight to one foot and lift the other slightly off the floor|Keep your standing knee soft and your gaze on a fixed point|Hold for 20 to 30 seconds|Switch legs and repeat 2 to 3 times',
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Heel-to-Toe Walk',
    benefits: 'Trains balance and coordination for steadier walking.',
    instructions:
      'Stand tall near a wall for support if needed|Place the heel of one foot directly in front of the toes of the other|Step forward and repeat, walking in a straight line|Keep your gaze ahead, not at your feet|Take 15 to 20 steps, then turn and repeat',
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Bodyweight Single-Leg Deadlift',
    benefits: 'Builds balance while strengthening the hamstrings and glutes.',
    instructions:
      'Stand on your right leg with a slight bend in the knee|Hinge forward at the hips, letting your left leg extend behind you|Reach your hands toward the floor with a flat back|Return to standing by squeezing the glute of the standing leg|Do 6 to 10 per leg, holding a support if needed',
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Clock Reach',
    benefits: 'Challenges balance in many directions and strengthens the standing leg.',
    instructions:
      "Stand on one leg and imagine you are in the centre of a clock|Reach the other foot lightly toward 12 o'clock, then back to centre|Continue to 3, 6 and 9 o'clock|Keep the standing knee soft and hips level|Do 2 rounds, then switch legs",
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Eyes-Closed Single-Leg Stand',
    benefits: 'An advanced balance drill that trains the inner ear and body awareness.',
    instructions:
      'Stand right next to a wall or sturdy counter|Lift one foot and find your balance|Close your eyes and hold, touching the support whenever you need|Work up to 10 to 20 seconds|Switch legs; stop if you feel dizzy',
    difficulty: 'advanced',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Standing Hip Abduction',
    benefits: 'Strengthens the side hips, which keep you steady on one leg.',
    instructions:
      'Stand tall holding a chair or wall|Lift one leg straight out to the side without leaning|Keep your toes pointing forward|Lower slowly|Do 10 to 15 per side',
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Single-Leg Calf Raise',
    benefits: 'Builds ankle strength and stability for balance.',
    instructions:
      'Stand on one foot, holding a wall lightly|Rise up onto the ball of your foot as high as you can|Pause for a second at the top|Lower slowly|Do 10 to 15 per side',
    difficulty: 'beginner',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Single-Leg Stand on a Cushion',
    benefits: 'Adds an unstable surface to train advanced balance and ankle control.',
    instructions:
      'Place a firm cushion or balance pad next to a wall|Step onto it with one foot and lift the other|Keep your knee soft and your core gently engaged|Hold for 20 to 30 seconds|Switch legs',
    difficulty: 'advanced',
    category: 'balance',
    timesOfDay: [],
  },
  {
    name: 'Bird Dog',
    benefits: 'Builds core and spinal stability while training coordination.',
    instructions:
      'Start on hands and knees with a neutral spine|Extend your right arm forward and left leg back at the same time|Keep your hips and shoulders level without arching your back|Hold for 2 seconds, then return|Alternate sides for 8 to 10 reps each',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Pallof Press',
    benefits: 'Trains the core to resist twisting, which protects the spine.',
    instructions:
      'Anchor a resistance band at chest height and stand side-on to it|Hold the band at your chest with both hands|Press your hands straight out in front of you, resisting the pull|Hold for 2 seconds, then bring your hands back|Do 8 to 12 reps per side',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Side-Lying Clamshell',
    benefits: 'Strengthens the deep hip muscles that keep the knees and pelvis stable.',
    instructions:
      'Lie on your side with knees bent and feet together|Keep your feet touching and lift your top knee|Do not let your pelvis roll backward|Lower slowly|Do 12 to 15 per side, adding a band for more challenge',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Plank Shoulder Taps',
    benefits: 'Builds shoulder and core stability while resisting rotation.',
    instructions:
      'Start in a high plank with hands under shoulders|Widen your feet for more stability|Lift one hand to tap the opposite shoulder|Keep your hips as still as possible|Alternate for 10 to 20 taps',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Glute Bridge March',
    benefits: 'Challenges pelvic stability and strengthens the glutes.',
    instructions:
      'Lie on your back and lift into a glute bridge|Keeping your hips level, lift one foot a few inches off the floor|Lower it and lift the other foot|Keep your hips from dropping or twisting|Do 8 to 10 per side',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Single-Leg Glute Bridge',
    benefits: 'Builds hip and pelvic stability one side at a time.',
    instructions:
      'Lie on your back with knees bent and feet flat|Straighten one leg and lift it to the height of the other knee|Press through the planted heel to lift your hips|Keep your pelvis level, then lower slowly|Do 8 to 12 per side',
    difficulty: 'advanced',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Half-Kneeling Band Chop',
    benefits: 'Trains the trunk to stay stable while the arms move diagonally.',
    instructions:
      'Kneel on one knee with a band anchored high on the side of your down knee|Hold the band with both hands|Pull it diagonally down and across your body toward the opposite hip|Keep your hips and torso facing forward|Do 8 to 12 per side',
    difficulty: 'beginner',
    category: 'stability',
    timesOfDay: [],
  },
  {
    name: 'Burpees',
    benefits: 'A full-body, high-intensity move that quickly builds fitness.',
    instructions:
      'Stand, then squat and place your hands on the floor|Jump or step your feet back into a plank|Jump or step your feet back toward your hands|Stand up and add a small jump with arms overhead|Work for 20 to 30 seconds, rest, and repeat 4 to 6 rounds',
    difficulty: 'advanced',
    category: 'hiit',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Mountain Climbers',
    benefits: 'Raises the heart rate and strengthens the core and shoulders.',
    instructions:
      'Start in a high plank with hands under shoulders|Drive your right knee toward your chest|Switch legs quickly, like running in place|Keep your hips low and back flat|Work for 20 to 30 seconds, rest and repeat',
    difficulty: 'beginner',
    category: 'hiit',
    timesOfDay: ['morning'],
  },
  {
    name: 'Squat Thrusts',
    benefits: 'A high-intensity, full-body move without the jump of a burpee.',
    instructions:
      'Stand with feet hip-width apart|Squat and place your hands on the floor|Jump or step your feet back into a plank|Jump or step them forward again and stand|Work for 20 to 30 seconds, rest and repeat',
    difficulty: 'beginner',
    category: 'hiit',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Plank Jacks',
    benefits: 'Raises the heart rate while building core and shoulder endurance.',
    instructions:
      'Start in a high plank|Jump your feet out wide, then back together|Keep your hips level and your core tight|Step the feet out one at a time for a lower-impact version|Work for 20 to 30 seconds, rest and repeat',
    difficulty: 'beginner',
    category: 'hiit',
    timesOfDay: [],
  },
  {
    name: 'Tabata Squats',
    benefits: 'A short, intense interval format that builds leg endurance and fitness.',
    instructions:
      'Warm up for a few minutes|Do as many good-form bodyweight squats as you can for 20 seconds|Rest for 10 seconds|Repeat for 8 rounds, 4 minutes in total|Cool down with easy walking',
    difficulty: 'advanced',
    category: 'hiit',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Star Jumps',
    benefits: 'An explosive jump that spikes the heart rate and works the whole body.',
    instructions:
      'Stand with feet together and squat slightly|Jump up, spreading your arms and legs into a star shape|Bring your limbs back together before landing|Land softly with bent knees|Do 8 to 10 jumps, rest and repeat',
    difficulty: 'advanced',
    category: 'hiit',
    timesOfDay: ['morning'],
  },
  {
    name: 'Stationary Bike Sprints',
    benefits: 'High-intensity intervals that build fitness with little impact on the joints.',
    instructions:
      'Warm up with 5 minutes of easy pedalling|Pedal as hard as you can for 20 to 30 seconds|Pedal easily for 60 to 90 seconds to recover|Repeat 6 to 8 times|Cool down with 5 minutes of easy pedalling',
    difficulty: 'advanced',
    category: 'hiit',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Mindful Walking',
    benefits: 'Combines gentle movement with present-moment awareness to calm the mind.',
    instructions:
      'Walk slowly somewhere safe and quiet|Feel each foot lift, move and touch the ground|Match your breath to your steps if it feels natural|When your mind wanders, gently return to the feeling of walking|Continue for 10 to 20 minutes',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['morning', 'evening'],
  },
  {
    name: 'Diaphragmatic Breathing',
    benefits: "Slows the breath and activates the body's relaxation response.",
    instructions:
      'Sit or lie comfortably with one hand on your chest and one on your belly|Breathe in slowly through your nose so your belly rises more than your chest|Breathe out slowly through pursed lips|Keep each breath relaxed and unforced|Continue for 5 to 10 minutes',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['evening'],
  },
  {
    name: 'Tai Chi Cloud Hands',
    benefits: 'A slow, flowing movement that improves balance, coordination and calm.',
    instructions:
      'Stand with feet shoulder-width apart and knees soft|Raise one hand to face height, palm in, and the other to hip height, palm down|Shift your weight slowly to one side as your hands circle past each other|Let your waist turn gently with the movement|Continue side to side for 3 to 5 minutes with slow breathing',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['morning'],
  },
  {
    name: 'Qigong Lifting the Sky',
    benefits: 'A gentle stretch from the Eight Brocades that opens the body and calms the breath.',
    instructions:
      'Stand with feet hip-width apart and interlace your fingers in front of your belly|Inhale and raise your hands up in front of you, turning the palms to the sky overhead|Stretch gently upward without straining|Exhale and float your arms down to the sides|Repeat 6 to 8 times slowly',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['morning'],
  },
  {
    name: 'Progressive Muscle Relaxation',
    benefits: 'Releases physical tension by tensing and relaxing muscle groups in turn.',
    instructions:
      'Lie down or sit comfortably and close your eyes|Gently tense the muscles of your feet for about 5 seconds|Release and notice the feeling of relaxation for 10 seconds|Move up through your legs, belly, hands, arms, shoulders and face|Finish with a few slow breaths',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['evening'],
  },
  {
    name: 'Slow Sun Salutation',
    benefits: 'A mindful, breath-led flow that gently wakes the whole body.',
    instructions:
      'Stand tall and inhale as you raise your arms|Exhale and fold forward, bending your knees as needed|Step back to a plank, lower down and lift into a gentle cobra|Press back to downward dog for a few breaths, then step forward and rise|Move slowly, one breath per movement, for 3 to 5 rounds',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: ['morning'],
  },
  {
    name: 'Mindful Standing Stretch',
    benefits: 'Releases tension while paying close attention to the body and breath.',
    instructions:
      'Stand with feet hip-width apart and close your eyes if it feels safe|Reach your arms overhead on an inhale and notice the stretch|Lean gently to one side, then the other, breathing slowly|Roll your shoulders and let your arms hang|Pause and notice how your body feels|Continue for 3 to 5 minutes',
    difficulty: 'beginner',
    category: 'mindful',
    timesOfDay: [],
  },
  {
    name: 'Ankle Pumps',
    benefits: 'Improves circulation and gentle ankle movement, often used during recovery.',
    instructions:
      'Sit or lie with your legs straight|Point your toes away from you|Pull your toes back toward you|Move slowly and smoothly|Repeat 10 to 20 times; follow any advice from your physiotherapist',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Heel Slides',
    benefits: 'Gently restores knee and hip bending after injury or inactivity.',
    instructions:
      'Lie on your back with legs straight|Slowly slide one heel toward your buttocks, bending the knee|Go only as far as is comfortable|Slide it back out|Repeat 10 times per leg',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Quad Sets',
    benefits: 'Activates the thigh muscles gently without moving the knee joint.',
    instructions:
      'Sit or lie with your leg straight and a small rolled towel under the knee|Tighten the muscle on the front of your thigh, pressing the knee into the towel|Hold for 5 seconds|Relax completely|Repeat 10 times',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Straight Leg Raise',
    benefits: 'Strengthens the thigh and hip while keeping the knee still.',
    instructions:
      'Lie on your back with one knee bent and the other leg straight|Tighten the thigh of the straight leg|Lift it to the height of the bent knee|Lower slowly|Repeat 10 times per leg',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Pendulum Shoulder Swings',
    benefits: 'Gently mobilises a stiff or recovering shoulder using gravity.',
    instructions:
      'Lean forward and support yourself with one hand on a table|Let the other arm hang straight down, relaxed|Gently sway your body so the arm swings in small circles|Keep the shoulder muscles relaxed|Do 30 seconds each direction',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Seated Knee Extension',
    benefits: 'Strengthens the front of the thigh in a supported position.',
    instructions:
      'Sit tall in a sturdy chair with feet flat|Slowly straighten one knee until the leg is level|Hold for 2 to 3 seconds|Lower slowly|Repeat 10 times per leg',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Seated Marching',
    benefits: 'Gently strengthens the hip flexors and improves circulation, safe for most people.',
    instructions:
      'Sit tall near the front of a sturdy chair|Lift one knee a few inches, then lower it|Alternate legs in a marching rhythm|Keep your back straight and hold the seat if needed|March for 30 to 60 seconds',
    difficulty: 'beginner',
    category: 'rehab',
    timesOfDay: [],
  },
  {
    name: 'Chin Tucks',
    benefits: 'Strengthens the deep neck muscles and counteracts forward head posture.',
    instructions:
      'Sit or stand tall looking straight ahead|Gently draw your chin straight back, making a slight double chin|Keep your eyes level and do not tilt your head down|Hold for 5 seconds|Repeat 10 times',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Wall Angels',
    benefits: 'Improves upper-back posture and shoulder mobility.',
    instructions:
      'Stand with your back, head and hips against a wall|Place your arms against the wall in a goalpost position|Slowly slide your arms up and down while keeping contact with the wall|Keep your lower back gently against the wall|Do 8 to 10 slow reps',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Band Pull-Aparts',
    benefits: 'Strengthens the upper back and rear shoulders to balance rounded posture.',
    instructions:
      'Hold a light resistance band in front of you at shoulder height|Keep your arms straight|Pull the band apart by squeezing your shoulder blades together|Return slowly|Do 12 to 15 reps',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Scapular Squeezes',
    benefits: 'Activates the muscles between the shoulder blades to support good posture.',
    instructions:
      'Sit or stand tall with arms relaxed|Squeeze your shoulder blades together and slightly down|Avoid shrugging your shoulders|Hold for 5 seconds|Repeat 10 to 12 times',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Prone Y Raise',
    benefits: 'Strengthens the lower trapezius for healthier shoulder posture.',
    instructions:
      'Lie face down with arms extended overhead in a Y shape, thumbs up|Rest your forehead on a small towel|Lift your arms a few inches by drawing your shoulder blades down|Hold for 2 seconds and lower|Do 8 to 12 reps',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Dowel Hip Hinge Drill',
    benefits: 'Teaches a safe hip-hinge pattern to protect the back when lifting.',
    instructions:
      'Hold a broomstick along your spine so it touches your head, upper back and tailbone|Stand with feet hip-width apart and knees soft|Push your hips back and lean forward while keeping all three points in contact|Return to standing by driving your hips forward|Do 10 slow reps',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Short Foot Exercise',
    benefits: 'Strengthens the arch of the foot and improves foot posture.',
    instructions:
      'Sit with your feet flat on the floor|Without curling your toes, draw the ball of your foot toward your heel to lift the arch|Hold for 5 seconds|Relax|Repeat 10 times per foot',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: 'Side-Lying Hip Abduction',
    benefits: 'Strengthens the side hip muscles to improve knee and pelvis alignment.',
    instructions:
      'Lie on your side with legs straight and stacked|Lift the top leg to about 45 degrees, keeping the toes pointing forward|Keep your hips stacked and do not roll back|Lower slowly|Do 12 to 15 per side',
    difficulty: 'beginner',
    category: 'corrective',
    timesOfDay: [],
  },
  {
    name: "Farmer's Carry",
    benefits: 'Builds grip, core and shoulder strength for carrying everyday loads.',
    instructions:
      'Hold a heavy dumbbell or bag in each hand by your sides|Stand tall with shoulders back and core braced|Walk forward with short, steady steps|Keep the weights from swinging|Walk for 20 to 40 metres, rest and repeat',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Step-Ups',
    benefits: 'Strengthens the legs for climbing stairs and stepping up.',
    instructions:
      'Stand facing a sturdy step or low bench|Place your whole right foot on the step|Press through the right heel to step up, bringing the left foot up|Step down with control|Do 8 to 12 per leg',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Sit-to-Stand',
    benefits: 'Builds leg strength for getting up from chairs, a key everyday skill.',
    instructions:
      'Sit near the front of a sturdy chair with feet flat|Lean forward slightly|Stand up by pressing through your feet, using your hands only if needed|Sit back down slowly|Repeat 10 to 15 times',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Goblet Squat',
    benefits: 'Strengthens the legs and core and teaches an upright squat pattern.',
    instructions:
      'Hold a dumbbell or kettlebell close to your chest|Stand with feet slightly wider than hip-width|Squat down, keeping your chest up and elbows inside your knees|Go as low as is comfortable|Stand back up; do 2 to 3 sets of 8 to 12',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Bear Crawl',
    benefits: 'Builds coordination, shoulder and core strength in a crawling pattern.',
    instructions:
      'Start on hands and feet with knees hovering a few inches off the floor|Move your right hand and left foot forward together|Then move your left hand and right foot|Keep your back flat and hips low|Crawl for 10 to 20 metres',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Suitcase Carry',
    benefits: 'Trains the core to stay upright while carrying a load on one side.',
    instructions:
      'Hold a heavy dumbbell or bag in one hand|Stand tall without leaning toward the weight|Walk forward slowly and steadily|Keep your shoulders level|Walk 20 metres, then switch hands',
    difficulty: 'beginner',
    category: 'functional',
    timesOfDay: [],
  },
  {
    name: 'Turkish Get-Up',
    benefits: 'Builds full-body strength, stability and the ability to get up from the floor.',
    instructions:
      'Lie on your back holding a light kettlebell straight above one shoulder|Roll onto the opposite elbow, then hand, keeping the arm locked|Lift your hips and sweep the back leg under into a kneeling position|Stand up while keeping the weight overhead, then reverse the steps|Start with no weight or a shoe balanced on your fist; do 2 to 3 per side',
    difficulty: 'advanced',
    category: 'functional',
    caution: 'Learn it without a weight first, and keep your eyes on the raised hand throughout.',
    timesOfDay: [],
  },
  {
    name: 'Kettlebell Swing',
    benefits: 'Develops explosive hip power and strengthens the glutes, hamstrings and back.',
    instructions:
      'Stand with feet a little wider than hip-width with a kettlebell in front of you|Hinge at the hips and hike the bell back between your legs|Drive your hips forward powerfully to swing the bell to chest height|Let it swing back and hinge again|Do 10 to 15 swings; learn the hinge before adding heavy weight',
    difficulty: 'advanced',
    category: 'power',
    caution:
      'Drive from the hips with a flat back; learn it with a light weight and stop if the lower back hurts.',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Medicine Ball Slam',
    benefits: 'Builds explosive full-body power and releases stress.',
    instructions:
      'Hold a slam ball overhead with feet shoulder-width apart|Brace your core|Slam the ball forcefully to the floor in front of you, bending at the hips and knees|Pick it up with a safe squat|Do 8 to 12 slams',
    difficulty: 'advanced',
    category: 'power',
    timesOfDay: ['afternoon'],
  },
  {
    name: 'Medicine Ball Chest Pass',
    benefits: 'Builds upper-body power for pushing movements.',
    instructions:
      'Stand facing a sturdy wall about two metres away|Hold a medicine ball at your chest|Step forward and push the ball explosively against the wall|Catch it as it rebounds|Do 10 to 12 reps',
    difficulty: 'beginner',
    category: 'power',
    timesOfDay: [],
  },
  {
    name: 'Medicine Ball Rotational Throw',
    benefits: 'Develops rotational power through the hips and core.',
    instructions:
      'Stand side-on to a wall holding a medicine ball at hip height|Rotate away from the wall to load your hips|Drive your hips around and throw the ball against the wall|Catch it and reset|Do 6 to 8 per side',
    difficulty: 'advanced',
    category: 'power',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Push Press',
    benefits: 'Uses the legs to drive a powerful overhead press.',
    instructions:
      'Hold dumbbells at shoulder height|Dip slightly by bending your knees|Drive up through your legs and press the weights overhead in one motion|Lower the weights back to your shoulders with control|Do 6 to 8 reps',
    difficulty: 'advanced',
    category: 'power',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Hang Clean',
    benefits: 'Teaches fast hip extension and develops total-body power.',
    instructions:
      'Stand holding dumbbells at your thighs|Hinge slightly so the weights are just above your knees|Jump your hips forward explosively and shrug|Pull the dumbbells up and catch them at your shoulders with a slight knee bend|Do 5 to 6 reps with light weights and good form',
    difficulty: 'advanced',
    category: 'power',
    timesOfDay: [],
  },
  {
    name: 'Speed Squat',
    benefits: 'Trains fast leg drive by squatting down with control and standing up quickly.',
    instructions:
      'Stand with feet shoulder-width apart|Lower into a squat at a controlled pace|Drive up as fast as you can without jumping|Reset and repeat|Do 3 to 5 sets of 5 reps',
    difficulty: 'beginner',
    category: 'power',
    timesOfDay: [],
  },
  {
    name: 'Steady-State Jog',
    benefits: 'Builds aerobic endurance and a strong heart.',
    instructions:
      'Warm up with 5 minutes of brisk walking|Jog at a pace where you can still speak in short sentences|Keep a relaxed, upright posture and short strides|Continue for 20 to 40 minutes|Walk for 5 minutes to cool down',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: ['morning'],
  },
  {
    name: 'Steady Rowing',
    benefits: 'Builds whole-body endurance with low impact on the joints.',
    instructions:
      'Set the rower at a moderate resistance|Row at an easy, steady rhythm you can hold|Drive with your legs first, then lean back and pull with your arms|Keep going for 15 to 30 minutes|Finish with a few minutes of easy rowing',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: [],
  },
  {
    name: 'Long Easy Bike Ride',
    benefits: 'Builds endurance in the legs and heart with little joint stress.',
    instructions:
      'Check your bike and wear a helmet|Ride at a comfortable, conversational pace|Keep a steady cadence and drink water|Ride for 45 to 90 minutes|Stretch your legs afterward',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'Swimming Laps',
    benefits: 'Builds full-body endurance with very low impact.',
    instructions:
      'Warm up with 2 to 4 easy lengths|Swim at a steady pace using any stroke you like|Rest briefly at the wall when needed|Build up to 20 to 30 minutes of swimming|Finish with a few slow lengths',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: [],
  },
  {
    name: 'High-Rep Air Squats',
    benefits: 'Builds muscular endurance in the legs.',
    instructions:
      'Stand with feet shoulder-width apart|Squat to a comfortable depth with your chest up|Stand fully at the top|Keep a steady rhythm for 20 to 30 reps|Rest and repeat 2 to 3 sets',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: [],
  },
  {
    name: 'Push-Up Ladder',
    benefits: 'Builds upper-body muscular endurance with a rising count.',
    instructions:
      'Do 1 push-up, then rest a few seconds|Do 2 push-ups, rest, then 3, and so on|Keep perfect form, using your knees if needed|Stop the ladder when form breaks down|Rest and do a second ladder if you feel good: do 1 to 2 ladders',
    difficulty: 'advanced',
    category: 'endurance',
    timesOfDay: [],
  },
  {
    name: 'Walking Lunges',
    benefits: 'Builds leg endurance, balance and coordination.',
    instructions:
      'Stand tall with feet together|Step forward into a lunge, lowering the back knee toward the floor|Push off the back foot and step straight into the next lunge|Keep your torso upright and front knee over the ankle|Do 10 to 20 steps per leg',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: [],
  },
  {
    name: 'Hill Hiking',
    benefits: 'Builds leg and heart endurance outdoors.',
    instructions:
      'Choose a safe trail with some hills|Wear good shoes and bring water|Walk steadily uphill with shorter steps|Use a relaxed pace you can maintain for a long time|Hike for 1 to 2 hours with breaks',
    difficulty: 'beginner',
    category: 'endurance',
    timesOfDay: ['morning'],
  },
  {
    name: 'Squat Jumps',
    benefits: 'Builds explosive leg power and improves landing mechanics.',
    instructions:
      'Stand with feet shoulder-width apart|Squat down to about a quarter depth|Jump up explosively, swinging your arms|Land softly with bent knees, hips back|Do 3 sets of 6 to 8',
    difficulty: 'advanced',
    category: 'plyometrics',
    timesOfDay: [],
  },
  {
    name: 'Box Jumps',
    benefits: 'Develops lower-body power with a safer, softer landing on a box.',
    instructions:
      "Stand in front of a sturdy, low box|Swing your arms and jump onto the box, landing with both feet|Land softly in a half squat|Stand up, then step down, don't jump down|Do 3 sets of 5",
    difficulty: 'advanced',
    category: 'plyometrics',
    caution:
      'Start with a low box, land softly with bent knees, and step down rather than jumping down.',
    timesOfDay: [],
  },
  {
    name: 'Jumping Lunges',
    benefits: 'Builds power and coordination in the legs.',
    instructions:
      'Start in a lunge position|Jump up and switch legs in the air|Land softly in a lunge on the other side|Keep your torso upright|Do 3 sets of 6 to 10 total reps',
    difficulty: 'advanced',
    category: 'plyometrics',
    timesOfDay: [],
  },
  {
    name: 'Broad Jumps',
    benefits: 'Trains horizontal power for sprinting and jumping.',
    instructions:
      'Stand with feet hip-width apart|Swing your arms back and bend your knees|Jump forward as far as you can|Land softly on both feet with bent knees|Walk back and repeat 5 to 6 times',
    difficulty: 'advanced',
    category: 'plyometrics',
    timesOfDay: [],
  },
  {
    name: 'Skater Jumps',
    benefits: 'Builds lateral power, balance and hip stability.',
    instructions:
      'Stand on your right leg|Jump sideways to the left, landing softly on your left leg|Let the right foot swing behind you|Jump back to the right|Do 10 to 16 total jumps',
    difficulty: 'beginner',
    category: 'plyometrics',
    timesOfDay: [],
  },
  {
    name: 'Pogo Hops',
    benefits: 'Develops ankle stiffness and springiness for running and jumping.',
    instructions:
      'Stand tall with feet hip-width apart|Hop quickly on the balls of your feet with mostly straight knees|Keep ground contact short and light|Use small arm swings for rhythm|Do 3 sets of 15 to 20 hops',
    difficulty: 'beginner',
    category: 'plyometrics',
    timesOfDay: [],
  },
  {
    name: 'Tuck Jumps',
    benefits: 'Advanced explosive jumps that build power and core control.',
    instructions:
      'Stand with feet hip-width apart|Jump straight up and pull your knees toward your chest|Extend your legs before landing|Land softly with bent knees|Do 3 sets of 5',
    difficulty: 'advanced',
    category: 'plyometrics',
    caution: 'High impact: land softly, and skip it with knee, ankle or back pain.',
    timesOfDay: [],
  },
  {
    name: 'Plyometric Push-Ups',
    benefits: 'Builds explosive upper-body power.',
    instructions:
      'Start in a push-up position|Lower your chest toward the floor|Push up explosively so your hands leave the floor briefly|Land softly with bent elbows and go into the next rep|Do 3 sets of 4 to 6; do them from the knees first',
    difficulty: 'advanced',
    category: 'plyometrics',
    caution: 'High impact on the wrists: master full push-ups first, and land with soft elbows.',
    timesOfDay: [],
  },
  {
    name: 'Forearm Plank',
    benefits: 'Builds core endurance and stability without moving the spine.',
    instructions:
      'Place your forearms on the floor with elbows under shoulders|Step your feet back so your body is in a straight line|Squeeze your glutes and brace your belly|Keep your neck neutral and breathe steadily|Hold for 20 to 60 seconds',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Wall Sit',
    benefits: 'Strengthens the thighs with a static hold that is easy on the joints.',
    instructions:
      'Stand with your back against a wall|Slide down until your knees are bent to about 90 degrees, or higher for an easier version|Keep your knees over your ankles|Press your back into the wall|Hold for 20 to 60 seconds',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Glute Bridge Hold',
    benefits: 'Strengthens the glutes and hamstrings with a sustained contraction.',
    instructions:
      'Lie on your back with knees bent and feet flat|Lift your hips into a bridge|Squeeze your glutes and keep your ribs down|Hold for 20 to 45 seconds|Lower slowly and repeat 2 to 3 times',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Hollow Body Hold',
    benefits: 'Builds deep core strength used in gymnastics and everyday lifting.',
    instructions:
      'Lie on your back and press your lower back into the floor|Lift your shoulders and legs off the floor, arms reaching forward or overhead|Keep your lower back in contact with the floor|Bend your knees to make it easier|Hold for 15 to 30 seconds',
    difficulty: 'advanced',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Dead Hang',
    benefits: 'Builds grip strength and decompresses the shoulders.',
    instructions:
      'Grip a pull-up bar with hands shoulder-width apart|Step off a box to hang with straight arms|Keep your shoulders slightly engaged, not fully slumped|Breathe steadily|Hold for 15 to 45 seconds',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Superman Hold',
    benefits: 'Strengthens the back muscles and improves posture.',
    instructions:
      'Lie face down with arms extended overhead|Lift your arms, chest and legs slightly off the floor|Keep your neck in line by looking at the floor|Hold for 10 to 20 seconds|Lower and rest, then repeat 3 times',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Split Squat Hold',
    benefits: 'Builds leg strength and stability in a lunge position.',
    instructions:
      'Step into a split stance with one foot forward|Lower until both knees are bent to about 90 degrees|Keep your torso upright|Hold for 20 to 30 seconds|Switch legs',
    difficulty: 'beginner',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Push-Up Hold',
    benefits: 'Strengthens the chest, arms and core with a static low push-up.',
    instructions:
      'Start in a high plank|Lower halfway down with elbows close to your ribs|Hold the position with your body in a straight line|Keep breathing|Hold for 10 to 20 seconds, with knees down if needed',
    difficulty: 'advanced',
    category: 'isometric',
    timesOfDay: [],
  },
  {
    name: 'Dead Bug',
    benefits: 'Strengthens the deep core while protecting the lower back.',
    instructions:
      'Lie on your back with arms pointing to the ceiling and knees bent at 90 degrees above your hips|Press your lower back gently into the floor|Slowly lower your right arm and left leg toward the floor|Return and switch sides|Do 8 to 10 per side',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Bicycle Crunch',
    benefits: 'Works the abdominal and oblique muscles.',
    instructions:
      'Lie on your back with hands lightly behind your head|Lift your shoulders and bring your knees up|Bring your right elbow toward your left knee while extending the right leg|Switch sides in a slow pedalling motion|Do 10 to 20 total reps without pulling on your neck',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Side Plank',
    benefits: 'Strengthens the obliques and the stabilising muscles of the hips and shoulders.',
    instructions:
      'Lie on your side with your elbow under your shoulder|Stack your feet or bend your knees for an easier version|Lift your hips so your body forms a straight line|Hold for 15 to 30 seconds|Switch sides',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Russian Twist',
    benefits: 'Works the obliques and rotational core strength.',
    instructions:
      'Sit with knees bent and lean back slightly with a long spine|Lift your feet off the floor, or keep them down to make it easier|Rotate your torso to tap your hands beside one hip, then the other|Move from your ribs, not just your arms|Do 10 to 20 total reps',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Reverse Crunch',
    benefits: 'Strengthens the lower abdominals.',
    instructions:
      'Lie on your back with knees bent and feet lifted|Place your arms by your sides|Curl your hips off the floor, bringing your knees toward your chest|Lower slowly with control|Do 10 to 15 reps',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Leg Lowers',
    benefits: 'Builds lower-abdominal strength and core control.',
    instructions:
      'Lie on your back with legs straight up toward the ceiling|Press your lower back into the floor|Slowly lower your legs only as far as your back stays down|Raise them back up|Do 8 to 12 reps, bending your knees to make it easier',
    difficulty: 'beginner',
    category: 'core',
    timesOfDay: [],
  },
  {
    name: 'Hanging Knee Raise',
    benefits: 'Builds strong abdominals and grip.',
    instructions:
      'Hang from a pull-up bar with straight arms|Engage your shoulders to avoid swinging|Lift your knees toward your chest|Lower slowly|Do 8 to 12 reps',
    difficulty: 'advanced',
    category: 'core',
    caution: 'Keep the shoulders engaged and avoid swinging; skip it with a shoulder injury.',
    timesOfDay: [],
  },
  {
    name: 'Ab Wheel Rollout',
    benefits: 'An advanced exercise for a very strong core.',
    instructions:
      'Kneel on a mat holding an ab wheel under your shoulders|Brace your core and roll the wheel forward slowly|Go only as far as you can without your lower back sagging|Pull the wheel back to the start using your core|Do 5 to 10 reps',
    difficulty: 'advanced',
    category: 'core',
    caution: 'Roll only as far as the lower back stays flat; stop if it arches or hurts.',
    timesOfDay: [],
  },
  {
    name: 'Agility Ladder Quick Feet',
    benefits: 'Improves foot speed, coordination and rhythm.',
    instructions:
      'Lay an agility ladder, or tape lines, on the ground|Run through the ladder placing both feet in each square|Stay on the balls of your feet with quick, light steps|Pump your arms|Repeat 4 to 6 times',
    difficulty: 'beginner',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Lateral Shuffle',
    benefits: 'Improves side-to-side movement and quickness.',
    instructions:
      'Start in an athletic stance with knees bent|Shuffle sideways without crossing your feet|Stay low and keep your chest up|Shuffle for 5 to 10 metres, then back|Do 4 to 6 rounds',
    difficulty: 'beginner',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Shuttle Run',
    benefits: 'Builds the ability to accelerate, stop and change direction.',
    instructions:
      'Place two markers about 10 metres apart|Sprint to the far marker and touch the ground|Turn and sprint back|Repeat for 3 to 5 lengths|Rest fully between sets',
    difficulty: 'advanced',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Carioca',
    benefits: 'Improves hip mobility, coordination and lateral agility.',
    instructions:
      'Stand sideways in an athletic stance|Step your trailing foot across in front of the lead foot|Step the lead foot out, then cross the trailing foot behind|Keep your hips rotating and your shoulders square|Travel 10 to 15 metres each way',
    difficulty: 'beginner',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'T-Drill',
    benefits: 'Trains forward, lateral and backward movement with quick direction changes.',
    instructions:
      'Set four cones in a T shape, about 5 metres apart|Sprint forward to the middle cone|Shuffle left to the side cone, then right to the far side cone|Shuffle back to the middle, then backpedal to the start|Rest and repeat 3 to 5 times',
    difficulty: 'advanced',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Hexagon Drill',
    benefits: 'Improves quickness and control when jumping in multiple directions.',
    instructions:
      'Mark a hexagon on the floor with sides about 60 centimetres long|Stand in the middle facing one direction|Hop out over one side and back in, then continue around each side|Keep facing the same direction throughout|Do 2 to 3 rounds',
    difficulty: 'advanced',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Cone Weave',
    benefits: 'Builds quick turning and body control.',
    instructions:
      'Place 5 to 6 cones in a line about 1 to 2 metres apart|Run in and out of the cones in a zigzag|Stay low as you turn around each cone|Accelerate out of the last cone|Repeat 4 to 6 times',
    difficulty: 'beginner',
    category: 'agility',
    timesOfDay: [],
  },
  {
    name: 'Sprint Intervals',
    benefits: 'Develops top speed and fitness.',
    instructions:
      'Warm up thoroughly with jogging and drills|Sprint at near full effort for 10 to 20 seconds|Walk back or rest for 1 to 2 minutes|Repeat 4 to 8 times|Cool down with easy walking',
    difficulty: 'advanced',
    category: 'speed',
    caution: 'Warm up well first; stop with any sharp pain in the hamstrings or calves.',
    timesOfDay: ['morning', 'afternoon'],
  },
  {
    name: 'A-Skips',
    benefits: 'A running drill that trains knee drive and quick foot strikes.',
    instructions:
      'Skip forward, driving one knee up to hip height|Strike the ground under your hips with the opposite foot|Swing your arms in rhythm|Keep your posture tall|Do 2 to 3 runs of 15 to 20 metres',
    difficulty: 'beginner',
    category: 'speed',
    timesOfDay: [],
  },
  {
    name: 'Butt Kicks',
    benefits: 'Warms up the hamstrings and trains a quick leg cycle.',
    instructions:
      'Jog forward or in place|Kick your heels up toward your buttocks|Keep your knees pointing down|Move your feet quickly|Do 20 to 30 seconds',
    difficulty: 'beginner',
    category: 'speed',
    timesOfDay: [],
  },
  {
    name: 'Fast Feet in Place',
    benefits: 'Trains foot speed and quick ground contact.',
    instructions:
      'Stand in an athletic stance on the balls of your feet|Run in place with tiny, very fast steps|Keep your arms pumping|Stay light and quick|Do 10 to 15 seconds, rest and repeat 4 to 6 times',
    difficulty: 'beginner',
    category: 'speed',
    timesOfDay: [],
  },
  {
    name: 'Falling Starts',
    benefits: 'Teaches a fast, powerful acceleration from standing.',
    instructions:
      'Stand tall with feet together|Lean forward from the ankles until you start to fall|Sprint out powerfully for 10 to 15 metres|Walk back to recover|Repeat 4 to 6 times',
    difficulty: 'beginner',
    category: 'speed',
    timesOfDay: [],
  },
  {
    name: 'Hill Sprints',
    benefits: 'Builds acceleration and leg power while being kind to the hamstrings.',
    instructions:
      'Find a moderate hill about 20 to 40 metres long|Warm up well|Sprint up at near full effort, driving your knees and arms|Walk back down slowly to recover|Repeat 4 to 8 times',
    difficulty: 'advanced',
    category: 'speed',
    timesOfDay: ['morning'],
  },
  {
    name: 'Flying Sprints',
    benefits: 'Trains maximum running speed after a build-up.',
    instructions:
      'Mark a 20-metre build-up zone and a 20-metre fast zone|Jog, then gradually accelerate through the build-up|Run at top speed through the fast zone|Slow down gradually|Rest fully and repeat 3 to 5 times',
    difficulty: 'advanced',
    category: 'speed',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Thruster',
    benefits: 'Combines a squat and overhead press to work the whole body.',
    instructions:
      'Hold dumbbells at shoulder height|Squat down with your chest up|Drive up out of the squat and press the dumbbells overhead in one movement|Lower the weights to your shoulders as you go into the next squat|Do 8 to 12 reps',
    difficulty: 'advanced',
    category: 'fullbody',
    timesOfDay: [],
  },
  {
    name: 'Inchworm',
    benefits: 'Stretches the hamstrings and strengthens the shoulders and core.',
    instructions:
      'Stand tall and fold forward, placing your hands on the floor|Walk your hands out to a plank position|Pause, then walk your hands back toward your feet|Roll up to standing|Do 5 to 8 reps',
    difficulty: 'beginner',
    category: 'fullbody',
    timesOfDay: ['morning'],
  },
  {
    name: 'Renegade Row',
    benefits: 'Works the back, arms and core while resisting rotation.',
    instructions:
      'Start in a high plank holding dumbbells under your shoulders|Widen your feet for stability|Row one dumbbell toward your hip while keeping your hips level|Lower it and row the other side|Do 6 to 10 per side',
    difficulty: 'advanced',
    category: 'fullbody',
    timesOfDay: [],
  },
  {
    name: 'Reverse Lunge and Press',
    benefits: 'Combines leg strength and shoulder pressing in one movement.',
    instructions:
      'Hold dumbbells at shoulder height|Step back into a reverse lunge|Drive back up to standing|Press the dumbbells overhead at the top|Lower the weights and repeat on the other leg|Do 2 to 3 sets of 6 to 10 per leg',
    difficulty: 'beginner',
    category: 'fullbody',
    timesOfDay: [],
  },
  {
    name: 'Crab Walk',
    benefits: 'Strengthens the shoulders, triceps, glutes and core.',
    instructions:
      'Sit with knees bent and hands behind you, fingers pointing forward|Lift your hips off the floor|Walk forward or backward using your hands and feet|Keep your hips lifted|Move for 20 to 30 seconds',
    difficulty: 'beginner',
    category: 'fullbody',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Man Maker',
    benefits: 'A challenging combination of push-up, row and thruster.',
    instructions:
      'Start in a plank holding dumbbells|Do a push-up, then row each dumbbell once|Jump or step your feet to your hands|Clean the dumbbells to your shoulders and do a thruster|Do 5 to 6 reps with light weights',
    difficulty: 'advanced',
    category: 'fullbody',
    caution: 'A complex lift: learn it with light weights, and keep the back flat in every part.',
    timesOfDay: [],
  },
  {
    name: 'Dumbbell Woodchop',
    benefits: 'Builds rotational strength through the legs, core and shoulders.',
    instructions:
      'Hold one dumbbell with both hands above one shoulder|Rotate and squat as you bring the dumbbell diagonally down toward the opposite hip|Pivot your back foot as you rotate|Return to the start with control|Do 8 to 10 per side',
    difficulty: 'beginner',
    category: 'fullbody',
    timesOfDay: [],
  },
  {
    name: 'Squat to Row with Band',
    benefits: 'Works the legs and upper back together.',
    instructions:
      'Anchor a band at chest height and hold it with both hands|Squat down with arms extended|Stand up and row the band to your ribs|Return your arms as you squat again|Do 10 to 15 reps',
    difficulty: 'beginner',
    category: 'fullbody',
    timesOfDay: [],
  },
] satisfies readonly ExerciseItem[];
