"""A post about its own event (a meetup invitation, a conference recap) tells the reader
when and where to come and who speaks: its date, start time, venue, number of speakers
and head count are logistics, not findings a reader could check (issue 21's held split).
The same figures in an article that is not about its own event still count, and a
recap's measured findings (a percentage, money) count in an event post too."""

from __future__ import annotations

from tests.support.helpers import check_of

EN_BODY = (
    "The spring meetup of the Lantern project takes place online this month. "
    "Time: 2031-3-14 14:00-17:00, streamed on the project's channel. "
    "Four speakers from three companies will share what they learned running Lantern. "
    "Register on the sign-up page before March 12th to get a reminder. "
    "The first talk reviews how the team ran the scheduler since 2027. "
    "The second talk covers the alert module and how it was rebuilt. "
    "We will see you at 14:00 on March 14th!\n"
)
EN_PLAIN = (
    "The Lantern scheduler moved its alert module to a queue this spring. "
    "The move shipped in release 4.2 on 2031-3-14 after a review by three companies. "
    "Four maintainers from three companies rewrote the retry logic in 2030. "
    "Retries now back off for 30 seconds before the second attempt. "
    "The first queue ran since 2027 and handled every alert of the project. "
    "The alert module now keeps 500 pending alerts in memory. "
    "Alerts older than 7 days are dropped on the next restart.\n"
)
ZH_BODY = (
    "灯笼项目的春季 Meetup 本月在线上举行。\n\n"
    "时间：2031年3月14日 14:00-17:00\n形式：线上直播\n\n"
    "此次活动我们将迎来四位分享嘉宾，他们来自三家公司。\n\n"
    "第一位讲师本次分享：回顾团队 2027 年至今使用调度器的经历。\n\n"
    "大家别忘了在 3 月 12 日前报名预约，我们3月14日下午不见不散！\n"
)


def _facts(text: str) -> float:
    return check_of(text, "facts", "fact_density").value


def test_an_event_posts_date_speakers_and_schedule_count_as_no_facts():
    invitation = "# Lantern Spring Meetup: sign up now\n\n" + EN_BODY
    assert _facts(invitation) == 0


def test_the_same_sentences_under_a_title_that_names_no_event_still_count():
    # A post about the scheduler that mentions a date with a talk is not an invitation:
    # only the title tells the post's own event apart.
    article = "# What the Lantern scheduler learned in four years\n\n" + EN_BODY
    assert _facts(article) > 0.5


def test_an_article_about_a_release_keeps_its_figures():
    assert _facts("# Lantern 4.2 moves alerts to a queue\n\n" + EN_PLAIN) >= 0.7


def test_a_recaps_measured_findings_still_count():
    recap = ("# Lantern Summit recap\n\n" + EN_BODY +
             "\nA poll of the attendees found that 62% of them run Lantern in production.\n")
    assert _facts(recap) > 0


def test_a_chinese_meetup_invitation_earns_no_facts_from_its_logistics():
    assert _facts("# 报名启动 | 灯笼项目 Meetup 首秀\n\n" + ZH_BODY) == 0
    assert _facts("# 灯笼项目调度器的四年\n\n" + ZH_BODY) > 0.5


def test_the_report_counts_the_logistics_as_not_counted():
    # Every sentence that counts as a fact under a plain title is listed as not counted
    # under the event's title.
    plain = check_of("# What the Lantern scheduler learned\n\n" + EN_BODY, "facts",
                     "fact_density")
    event = check_of("# Lantern Spring Meetup: sign up now\n\n" + EN_BODY, "facts",
                     "fact_density")
    assert event.message == "facts.density.uncounted"
    assert dict(event.params)["uncounted"] == dict(plain.params)["n"] > 0


def test_a_conference_programme_earns_no_facts_from_its_dates_and_room_size():
    # A programme announcement: the conference's own dates, its number of slots and the
    # size of its room. "Conference", "venue" and "schedule" name an event as "meetup" does.
    programme = (
        "# Lantern Conference 2031: the schedule is out\n\n"
        "The two-day schedule for the single-track Lantern Conference 2031 is out; the "
        "conference runs in Lisbon from May 3 to May 4, 2031. "
        "The programme holds 18 full-length sessions and 12 lightning talks. "
        "The venue has room for 250 people, so book early.\n")
    assert _facts(programme) == 0


def test_a_chinese_post_about_a_named_con_earns_no_facts_from_its_formats():
    # "LanternCon" names the event in a Chinese title as in an English one, and a panel's
    # 发言者 are its speakers.
    call = ("# 欢迎参加 2031 年的第一届 LanternCon！\n\n"
            "座谈会：3 至 5 名发言者讨论 40 分钟。\n\n"
            "简短演讲：10 分钟，限 1 人。\n")
    assert _facts(call) == 0


def test_a_description_that_names_the_event_makes_an_event_post():
    """A title written to draw readers can hide the event the description names plainly
    (issue 21's held3: a KubeCon booth invitation titled as a batch-computing practice).
    Before, the description was not read and the logistics counted as facts."""
    def post(description: str) -> str:
        return (f"---\ntitle: 灯笼项目调度器的四年\ndescription: {description}\n---\n\n"
                + ZH_BODY)

    assert _facts(post("灯笼项目参加 2031 云原生峰会！")) == 0
    assert _facts(post("灯笼项目调度器四年来的变化")) > 0.5
