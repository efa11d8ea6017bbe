-- Local seed for the blog (applied after the migrations by the embedded local
-- backend and the tests; `supabase db reset` applies it too). Thirteen
-- published posts cover every case the feed renders (SPEC §2 /blog): no media;
-- one, two, three and four items; photos and videos; a Telegram post link;
-- multi-line text; Russian and English content; two posts published at the
-- same instant (the id tie-break). Two unpublished rows must never appear.
-- Each slug is the one the database makes from the text when none is given.
--
-- Media live in supabase/seed-media and are served by the local backend the
-- way Supabase Storage serves a public bucket.

insert into public.blog_posts (id, content, media_urls, media_types, published_at, is_published, slug) values
(
  '00000000-0000-4000-8000-000000000013',
  E'Финальная смена «Робинзона?» закрыта.\nСпасибо группе, актёрам и острову, который выдержал нас сорок дней.',
  array['http://127.0.0.1:54321/storage/v1/object/public/blog/location.jpg'],
  array['photo'],
  '2026-03-14 18:30:00+03', true, 'finalnaya-smena-robinzona-zakryta'
),
(
  '00000000-0000-4000-8000-000000000012',
  E'Shooting day 12 of our premium series. Three cameras, one take, no second chances.',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/set-lights.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/backstage.jpg'
  ],
  array['photo', 'photo'],
  '2026-03-10 12:00:00+03', true, 'shooting-day-12-of-our-premium-series-three-cameras-one-take'
),
(
  '00000000-0000-4000-8000-000000000011',
  E'Открываем кастинг на вертикальный сериал для стриминга.\n\nИщем актёров 18–35 лет.\nЗаявки — на почту с темой «Кастинг - [ваше имя]».',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/casting.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/storyboard.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/backstage.jpg'
  ],
  array['photo', 'photo', 'photo'],
  '2026-03-02 10:00:00+03', true, 'otkryvaem-kasting-na-vertikalnyi-serial-dlya-striminga'
),
(
  '00000000-0000-4000-8000-000000000010',
  E'Шоурил студии за 2025 год: реклама, документальное кино и первые вертикальные проекты.',
  array['http://127.0.0.1:54321/storage/v1/object/public/blog/showreel.webm'],
  array['video'],
  '2026-02-20 19:00:00+03', true, 'shouril-studii-za-2025-god-reklama-dokumentalnoe-kino-i'
),
(
  '00000000-0000-4000-8000-000000000009',
  E'Premiere night in Moscow.\nThank you to everyone who came, and to the team who made the film.',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/premiere.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/set-lights.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/showreel.webm',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/location.jpg'
  ],
  array['photo', 'photo', 'video', 'photo'],
  '2026-02-14 21:00:00+03', true, 'premiere-night-in-moscow'
),
(
  '00000000-0000-4000-8000-000000000008',
  E'Без картинок: пишем сценарий новой рекламной кампании. Рассказываем о процессе в нашем канале.',
  array[]::text[],
  array[]::text[],
  '2026-02-05 11:00:00+03', true, 'bez-kartinok-pishem-stsenarii-novoi-reklamnoi-kampanii'
),
(
  '00000000-0000-4000-8000-000000000007',
  E'Пост из нашего Telegram-канала о подготовке к «Кремлёвской Ёлке 2.0».',
  array['https://t.me/telegram/83'],
  array['video'],
  '2026-01-28 16:00:00+03', true, 'post-iz-nashego-telegram-kanala-o-podgotovke-k-kremlyovskoi'
),
(
  '00000000-0000-4000-8000-000000000006',
  E'Раскадровка и площадка: как мы готовим документальный фильм о Саратове.',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/storyboard.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/showreel.webm'
  ],
  array['photo', 'video'],
  '2026-01-20 13:00:00+03', true, 'raskadrovka-i-ploshchadka-kak-my-gotovim-dokumentalnyi-film'
),
-- Published at the same instant as the next post: the feed orders them by id, descending.
(
  '00000000-0000-4000-8000-000000000005',
  E'Behind the scenes of our product placement work:\n— visual integration\n— script integration\n— measurable results',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/backstage.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/casting.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/premiere.jpg'
  ],
  array['photo', 'photo', 'photo'],
  '2026-01-15 12:00:00+03', true, 'behind-the-scenes-of-our-product-placement-work'
),
(
  '00000000-0000-4000-8000-000000000004',
  E'Команда вернулась с фестиваля с двумя наградами. Рассказ — в следующем посте.',
  array[]::text[],
  array[]::text[],
  '2026-01-15 12:00:00+03', true, 'komanda-vernulas-s-festivalya-s-dvumya-nagradami-rasskaz-v'
),
(
  '00000000-0000-4000-8000-000000000003',
  E'New Year, new faces: our open casting for advertising is now closed. Thank you for more than 600 reels!',
  array['http://127.0.0.1:54321/storage/v1/object/public/blog/casting.jpg'],
  array['photo'],
  '2026-01-09 10:00:00+03', true, 'new-year-new-faces-our-open-casting-for-advertising-is-now'
),
(
  '00000000-0000-4000-8000-000000000002',
  E'Свет, камера, мотор.\nПервый съёмочный день нового года.',
  array[
    'http://127.0.0.1:54321/storage/v1/object/public/blog/set-lights.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/location.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/premiere.jpg',
    'http://127.0.0.1:54321/storage/v1/object/public/blog/storyboard.jpg'
  ],
  array['photo', 'photo', 'photo', 'photo'],
  '2026-01-05 09:00:00+03', true, 'svet-kamera-motor'
),
(
  '00000000-0000-4000-8000-000000000001',
  E'Привет! Это блог студии KADR: съёмки, премьеры, кастинги и закулисье.',
  array[]::text[],
  array[]::text[],
  '2025-12-20 12:00:00+03', true, 'privet-eto-blog-studii-kadr-syomki-premery-kastingi-i'
),
-- Drafts: never visible to the anonymous role, even though one is the newest row.
(
  '00000000-0000-4000-8000-0000000000d1',
  E'Черновик: анонс ещё не объявленного проекта.',
  array['http://127.0.0.1:54321/storage/v1/object/public/blog/premiere.jpg'],
  array['photo'],
  '2026-04-01 10:00:00+03', false, 'chernovik-anons-eshchyo-ne-obyavlennogo-proekta'
),
(
  '00000000-0000-4000-8000-0000000000d2',
  E'Draft: not for publication.',
  array[]::text[],
  array[]::text[],
  '2026-01-01 10:00:00+03', false, 'draft-not-for-publication'
);
