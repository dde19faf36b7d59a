"""Articles the gaming tests start from, written for these tests: an honest draft in
each language, long enough to be judged with full confidence, and ways to game it."""

from __future__ import annotations

EN_ARTICLE = """\
# Home composting: how to turn kitchen scraps into soil in ten weeks

TL;DR: A 200-litre bin, a mix of two parts brown material to one part green, and a
weekly turn give finished compost in about ten weeks.

## What a compost bin needs

A compost bin needs air, water and a balance of carbon and nitrogen. Brown material
such as dry leaves, shredded cardboard and straw supplies carbon. Green material such
as vegetable peelings, coffee grounds and grass clippings supplies nitrogen. The
Royal Horticultural Society recommends a ratio of about two parts brown to one part
green by volume. A bin of 200 litres holds enough mass to heat up in summer.

## How to start the pile

Start the pile on bare soil so that worms can move in from below. Lay 10 cm of twigs
first, because the gaps let air reach the base. Add the brown and green material in
thin layers and wet each layer until it feels like a squeezed sponge. The pile should
reach 55 °C within a week; a cheap probe thermometer shows whether it does.

## How often to turn it

Turn the pile once a week with a garden fork. Turning moves the cool outer layer into
the hot centre and adds the oxygen that the microbes use. A pile that is never turned
still rots, but it takes six to twelve months instead of ten weeks. In winter the
temperature drops, and the pile needs fewer turns.

## What goes wrong

A pile that smells of ammonia has too much green material: mix in shredded cardboard.
A pile that stays cold and dry has too much brown material or too little water: add
grass clippings and a bucket of water. Meat, dairy and cooked food attract rats, so
the council guide for Leeds asks households to keep them out of open bins.

## When the compost is ready

Finished compost is dark, crumbly and smells of forest soil. Most of the original
material can no longer be recognised. Sieve it through a 12 mm mesh and return the
lumps to the next pile. Spread 5 cm of compost on vegetable beds in spring, or mix
one part compost with three parts soil for pots.

## Why compost at home at all

Food and garden waste make up roughly a third of what an average household in England
puts in its general waste bin, according to the waste charity WRAP, and every kilogram
that is composted at home is a kilogram that the council does not have to collect,
transport and treat at a plant many miles away from the street where it was produced.
Compost also improves the soil itself, because the organic matter holds water during dry
summers and feeds the worms and fungi that keep the structure of a bed open and crumbly
for the roots of vegetables, shrubs and young trees that are planted in it. A garden that
gets compost every spring may need less watering, and it perhaps needs less fertiliser.
Gardeners who start with a single bin often add a second one after a year, so that one
pile can mature while the other is being filled with fresh scraps from the kitchen.
"""

ZH_ARTICLE = """\
# 家庭堆肥：十周把厨余变成土壤

速读：一个 200 升的堆肥箱，按两份褐色材料配一份绿色材料，每周翻堆一次，大约十周就能得到腐熟的堆肥。

## 堆肥箱需要什么

堆肥箱需要空气、水分以及碳和氮的平衡。枯叶、碎纸板和稻草等褐色材料提供碳，菜皮、咖啡渣和草屑等绿色材料提供氮。英国皇家园艺学会建议按体积大约两份褐色材料配一份绿色材料。200 升的箱子装得下足够的材料，夏天能自行升温。

## 怎样开始堆肥

堆肥要直接放在裸露的土地上，这样蚯蚓可以从下面进来。先铺 10 厘米厚的树枝，空隙能让空气进入底部。然后把褐色和绿色材料一层层薄薄地铺上，每铺一层就洒水，湿度以像拧干的海绵为宜。一周之内堆体温度应该升到 55 摄氏度，用一支便宜的探针温度计就能看出来。

## 多久翻一次

每周用园艺叉翻堆一次。翻堆能把外层较凉的材料翻进中心，并补充微生物需要的氧气。从不翻动的堆肥也会腐熟，但需要六到十二个月，而不是十周。冬天温度下降，翻堆的次数可以减少。

## 常见问题

堆体有氨味，说明绿色材料太多，应该拌入碎纸板。堆体又冷又干，说明褐色材料太多或水分不足，应该加入草屑并浇一桶水。肉类、奶制品和熟食会招来老鼠，所以上海市绿化市容局的指南建议不要放进敞口的堆肥箱。

## 什么时候算腐熟

腐熟的堆肥颜色深、质地松散，闻起来像森林里的泥土，原来的材料大多已经认不出来。用 12 毫米的筛网过筛，把结块放回下一堆。春天在菜地上铺 5 厘米厚的堆肥，或者按一份堆肥配三份土的比例用于盆栽。

## 为什么要在家里堆肥

根据上海市生活垃圾分类的统计，湿垃圾约占家庭生活垃圾总量的一半以上，每在家里堆肥一公斤厨余，就少一公斤需要环卫部门收集、运输并送到远处处理厂集中处理的垃圾。堆肥还能改善土壤本身，因为其中的有机质在干旱的夏天能够保住水分，并且养活让菜地土壤保持疏松透气的蚯蚓和各种真菌，让蔬菜、灌木和小树的根系长得更好。每年春天都施堆肥的花园可能需要更少的浇水，也许还能少用一些化肥。很多人从一个堆肥箱开始，一年后再添第二个，这样一堆在慢慢腐熟的时候，另一堆可以继续接收厨房里新产生的果皮菜叶。
"""

#: Statements that say nothing, to pad a paragraph with.
EN_PADDING = (" It is. That is so. Writing helps you think. Thinking helps you write."
              " It works. That is it.")
ZH_PADDING = "它是这样。就是这样。写作帮助思考。思考帮助写作。它有用。就这样。"

#: A section of long sentences, so that Clarity has something to find.
EN_WORDY = """
## Choosing a bin

A closed plastic bin with a lid and no floor is the choice of most people who compost in a
small garden, because it keeps the rain off the pile and the heat in while worms come up.
An open bay made from three old wooden pallets holds far more material, and it suits a
large garden where there are lots of leaves in autumn and grass clippings all summer long.
A rotating tumbler on a stand makes the weekly turn easy for people with a bad back, but it
holds less material and it can dry out quickly in hot weather unless you add water often.
A wormery works on a balcony or in a shed, since the worms eat the peelings in a few weeks,
although it cannot take garden waste and it needs to be kept out of frost during winter.
"""

ZH_WORDY = """
## 怎样选堆肥箱

带盖子、没有底的塑料堆肥箱是小花园里最常见的选择，因为它能挡住雨水、保住堆体的热量，同时又让蚯蚓可以从下面的土里爬上来。
用三块旧木托盘围成的开放式堆肥池能装下多得多的材料，适合秋天落叶很多、整个夏天都有大量草屑的大花园使用。
装在支架上的滚筒式堆肥器让每周的翻堆变得很轻松，适合腰不好的人，但它装得少，而且天热的时候如果不经常加水很快就会变干。
蚯蚓堆肥箱可以放在阳台上或者工具棚里，蚯蚓几周就能吃掉果皮菜叶，不过它不能处理园林垃圾，冬天还要注意防冻。
"""


def padded(text: str, padding: str, *, apart: bool = False) -> str:
    """``text`` with ``padding`` after every paragraph of prose (not headings, not the
    summary line): at its end, or ``apart`` as a paragraph of its own."""
    out = []
    for para in text.split("\n\n"):
        prose = para.strip() and not para.startswith(("#", "TL;DR", "速读", "\n#"))
        if prose and not apart:
            para = para.rstrip("\n") + padding
        out.append(para)
        if prose and apart:
            out.append(padding.strip())
    return "\n\n".join(out)


#: A personal photo diary: a heading over every few photos and a line of text.
EN_DIARY = """\
# My year in photos: 2025

TL;DR: 2025 was the year I learned to cook, graduated and moved to Leeds.

## January

![](jan-1.jpg)
![](jan-2.jpg)

Snow on the 3rd of January, and a new pair of boots. We walked along the canal with the dog until it got dark at four.

## February

![](feb-1.jpg)
![](feb-2.jpg)
![](feb-3.jpg)

My first loaf of sourdough bread, 500 g. The starter took two weeks, and the crust burned a little at the bottom.

## March

![](mar-1.jpg)

A weekend in York with Anna. We climbed the minster tower and ate far too many scones in the old town.

## April

![](apr-1.jpg)
![](apr-2.jpg)

Ramen at home, 3 hours of broth. The eggs were soft in the middle, exactly like the ones from the shop.

## May

![](may-1.jpg)

Exams finished on the 28th. Everyone went to the park afterwards and stayed there until midnight.

## June

![](jun-1.jpg)
![](jun-2.jpg)

Graduation day at the University of Leeds. Mum cried twice, and Dad took about two hundred pictures of the gown.

## July

![](jul-1.jpg)

Moved into a flat on Hyde Park Road. The kitchen is tiny, but the window looks out over the whole park.

## August

![](aug-1.jpg)
![](aug-2.jpg)

Two weeks in Lisbon, 31 °C every day. We took the yellow tram every morning and swam at the beach every evening.

## September

![](sep-1.jpg)

First day at my new job. My desk is next to the window, and the team took me out for lunch.

## October

![](oct-1.jpg)
![](oct-2.jpg)

Pumpkin soup for 6 friends. Nobody guessed that the secret was a spoon of peanut butter in the pot.

## November

![](nov-1.jpg)

Ran the Leeds 10K in 58 minutes. My legs hurt for three days, but I have already signed up for the next one.

## December

![](dec-1.jpg)
![](dec-2.jpg)

Christmas with my family in Hull. My little brother won every board game, as he does every single year.
"""

ZH_DIARY = """\
# 我的 2025 年照片日记

速读：2025 年我学会了做饭，大学毕业，搬到了杭州。

## 一月

![](jan-1.jpg)
![](jan-2.jpg)

1 月 3 日下了第一场雪，买了一双新靴子。我们沿着运河散步，一直走到天黑才回家。

## 二月

![](feb-1.jpg)
![](feb-2.jpg)

第一次烤出 500 克的酸面包。酵头养了两个星期，底部还是有一点烤焦了。

## 三月

![](mar-1.jpg)

和小林去苏州玩了两天。我们逛了园林，在平江路吃了太多的点心。

## 四月

![](apr-1.jpg)
![](apr-2.jpg)

在家熬了 3 个小时的拉面汤。溏心蛋的蛋黄正好是软的，和店里的一模一样。

## 五月

![](may-1.jpg)

5 月 28 日考完了最后一门。大家一起去公园坐到半夜才散。

## 六月

![](jun-1.jpg)
![](jun-2.jpg)

浙江大学毕业典礼。妈妈哭了两次，爸爸给学士服拍了两百多张照片。

## 七月

![](jul-1.jpg)

搬进了西湖区的新家。厨房很小，但是窗户正对着整片公园。

## 八月

![](aug-1.jpg)

去厦门玩了两周，每天 31 度。每天早上坐公交车出门，晚上去海边游泳。

## 九月

![](sep-1.jpg)

新工作的第一天。我的座位靠窗，同事们中午请我吃了饭。

## 十月

![](oct-1.jpg)
![](oct-2.jpg)

给 6 个朋友做了南瓜汤。没有人猜到秘诀是锅里加了一勺花生酱。

## 十一月

![](nov-1.jpg)

跑完杭州 10 公里，用时 58 分钟。腿疼了三天，但我已经报名了下一场。

## 十二月

![](dec-1.jpg)

回老家和家人过元旦。弟弟又赢了所有的桌游，和每年一样。
"""


#: A short draft in each language (about 140 words, 150 characters): still pulled
#: towards 50, so padding has room to relax the pull.
EN_SHORT = """\
# How long does sourdough take to rise?

**TL;DR:** A sourdough loaf needs 4 to 6 hours of bulk rise at 24 °C and about 12 hours \
in a fridge at 4 °C before baking.

## How long is the bulk rise?

At 24 °C a dough with 20% starter doubles in about 5 hours. At 20 °C the same dough \
takes 8 hours, because the yeast works slower in a cool kitchen.

## Does the fridge help?

Yes. A night at 4 °C slows the yeast and lets the bacteria make more acid, so the crumb \
tastes sharper. Twelve hours is enough; after 48 hours the gluten weakens.

## How do I know it is ready?

A ready dough has grown by half, shows bubbles on its sides and springs back slowly \
when pressed with a floured finger.
"""

ZH_SHORT = """\
# 酸面包要发酵多久？

**速读：** 在 24 摄氏度下，酸面包的一次发酵需要 4 到 6 小时，再放进 4 摄氏度的冰箱冷藏约 12 小时后烘烤。

## 一次发酵要多久？

在 24 摄氏度下，加入 20% 酵种的面团大约 5 小时体积翻倍。在 20 摄氏度下同样的面团需要 8 小时，因为低温让酵母活动变慢。

## 冷藏有用吗？

有用。在 4 摄氏度下放一夜，酵母变慢，乳酸菌产生更多的酸，面包的味道更浓。冷藏 12 小时就够了，超过 48 小时面筋会变弱。
"""

#: Ten statements that say nothing, each word new to the draft (no word repeats, so
#: no stuffing gate stands in for the pull: the pull itself must hold).
EN_SHORT_PADDING = ("Bread is nice. Homes can be warm. Comfort is key. Bills vary. Energy is "
                    "useful. Warmth is good. Savings help. Planning helps. Thinking pays. "
                    "Choosing counts.")
ZH_SHORT_PADDING = "面包很好。家很温暖。舒适是关键。账单会变。能源有用。温暖很好。省钱不错。规划有益。思考值得。选择重要。"
#: The same kind of statements, seven or eight characters long: as empty as "Planning
#: ahead always helps." (four words) is in English.
ZH_SHORT_PADDING_8 = "面包是个好东西。家里可以很暖和。舒适的感觉很好。提前规划总有帮助。多想一想总有帮助。认真选择总有帮助。省钱的感觉也好。"
