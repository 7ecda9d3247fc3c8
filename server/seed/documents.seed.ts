/**
 * The demo files of the document-like articles, made by the seed (no file from outside): each
 * magazine issue as a PDF with its cover, contents and the issue's HENCE articles; each
 * sustainability report as a PDF of its chapters.
 */
import type { DocumentSpec } from '../content/pdf-layout';
import type { Rgb } from '../content/pdf-writer';
import { HENCE_ARTICLES, MAGAZINES } from './hence.seed';
import type { ArticleSeed } from './seed-types';
import { REPORTS } from './sustainability.seed';

/** Which HENCE articles each issue holds, as its editor chose them (by subject). */
const MAGAZINE_CONTENTS: Record<string, readonly string[]> = {
  'HENCE 第 12 期｜冬．圍爐': ['冬日餐桌專題：一只鍋的溫度', '走進伊賀的土鍋窯元', '第一只鑄鐵鍋怎麼選'],
  'HENCE 第 11 期｜秋．保存': ['秋天的保存食：果醬與油漬', '普羅旺斯的釉色研究室', '十分鐘的晨間整理習慣'],
  'HENCE 第 10 期｜夏．清涼': ['夏日冷泡茶的器皿', '今治毛巾的低撚紗工藝', '專題：把打掃變成生活節奏'],
  'HENCE 第 9 期｜春．整理': ['十分鐘的晨間整理習慣', '專題：把打掃變成生活節奏', '專題：歐洲工坊巡禮'],
  'HENCE 第 8 期｜冬．燉煮': ['第一只鑄鐵鍋怎麼選', '刀具入門：三把刀就夠用', '專題：歐洲工坊巡禮'],
};

const COVER_COLORS: readonly Rgb[] = [
  [0.18, 0.31, 0.24],
  [0.55, 0.33, 0.2],
  [0.2, 0.4, 0.52],
  [0.45, 0.5, 0.3],
  [0.32, 0.27, 0.4],
];

/** `標題｜段落` points read as 「標題」段落 in print. */
const paragraphsOf = (seed: ArticleSeed) =>
  seed.points.map((point) => {
    const [title, text] = point.split('｜');
    return text ? `【${title}】${text}` : point;
  });

const edition = (date: string) => {
  const [year, month] = date.split('-');
  return `${year} 年 ${Number(month)} 月號`;
};

export interface SeedDocument {
  /** the article's subject (its class's seed) */
  subject: string;
  fileName: string;
  spec: DocumentSpec;
}

export function magazineDocuments(): SeedDocument[] {
  return MAGAZINES.map((issue, i) => {
    const subjects = MAGAZINE_CONTENTS[issue.subject] ?? [];
    const sections = subjects.map((subject) => {
      const article = HENCE_ARTICLES.find((a) => a.subject === subject);
      if (!article) throw new Error(`magazine "${issue.subject}": no HENCE article "${subject}"`);
      return { heading: article.subject, lead: article.summary, paragraphs: paragraphsOf(article) };
    });
    return {
      subject: issue.subject,
      fileName: `${issue.subject.replace(/[｜．\s]+/g, '-')}.pdf`,
      spec: {
        title: issue.subject,
        subtitle: issue.summary,
        edition: edition(issue.date),
        publisher: '好生活 HENCE 生活誌',
        coverColor: COVER_COLORS[i % COVER_COLORS.length] ?? [0.18, 0.31, 0.24],
        contentsTitle: '本期目錄',
        sections: [{ heading: '編輯的話', paragraphs: [issue.summary, ...paragraphsOf(issue)] }, ...sections],
      },
    };
  });
}

/** A report's chapters, written for its year. */
function reportChapters(year: string, report: ArticleSeed) {
  return [
    {
      heading: '總經理的話',
      paragraphs: [
        `${year} 年，好生活持續把「讓器物用得更久」放在經營的中心：從選品、包裝、物流到維修服務，每一個環節都重新檢視對環境與社會的影響。`,
        report.summary,
      ],
    },
    {
      heading: '永續治理',
      paragraphs: ['永續委員會由總經理擔任主席，每季檢視各項目標的進度，並向董事會報告。', ...paragraphsOf(report)],
    },
    {
      heading: '環境',
      paragraphs: [
        `${year} 年出貨包裝的塑膠用量持續下降，門市購物袋改為可重複使用的布袋，維修中心回收的零件也重新進入維修流程。`,
        '我們依循溫室氣體盤查議定書計算範疇一與範疇二排放，並逐年擴大範疇三的揭露範圍。',
      ],
    },
    {
      heading: '社會',
      paragraphs: [
        '原廠認證的維修技師培訓、門市同仁的職涯發展與社區料理教室，是我們與人相處的方式。',
        '顧客服務以「一次修好」為目標，並公開維修時效與滿意度。',
      ],
    },
  ];
}

export function reportDocuments(): SeedDocument[] {
  return REPORTS.map((report, i) => {
    const year = report.subject.slice(0, 4);
    return {
      subject: report.subject,
      fileName: `好生活-${year}-永續報告書.pdf`,
      spec: {
        title: report.subject,
        subtitle: report.summary,
        edition: `${report.date.slice(0, 4)} 年發行`,
        publisher: '好生活股份有限公司',
        coverColor: COVER_COLORS[(i + 3) % COVER_COLORS.length] ?? [0.18, 0.31, 0.24],
        contentsTitle: '目錄',
        sections: reportChapters(year, report),
      },
    };
  });
}
