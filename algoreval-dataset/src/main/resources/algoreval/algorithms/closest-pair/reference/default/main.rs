type Point = (i64, i64);

fn dist2(a: Point, b: Point) -> i64 {
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    dx * dx + dy * dy
}

struct Best {
    d2: i64,
    pair: (Point, Point),
}

impl Best {
    fn consider(&mut self, a: Point, b: Point) {
        let d = dist2(a, b);
        if d < self.d2 {
            self.d2 = d;
            self.pair = (a, b);
        }
    }
}

fn solve(pts: &[Point], best: &mut Best) {
    if pts.len() <= 3 {
        for i in 0..pts.len() {
            for j in i + 1..pts.len() {
                best.consider(pts[i], pts[j]);
            }
        }
        return;
    }
    let mid = pts.len() / 2;
    let mid_x = pts[mid].0;
    solve(&pts[..mid], best);
    solve(&pts[mid..], best);
    let mut strip: Vec<Point> = pts.iter().copied().filter(|p| (p.0 - mid_x).pow(2) < best.d2).collect();
    strip.sort_by_key(|p| p.1);
    for i in 0..strip.len() {
        for j in i + 1..strip.len() {
            if (strip[j].1 - strip[i].1).pow(2) >= best.d2 {
                break;
            }
            best.consider(strip[i], strip[j]);
        }
    }
}

/// Returns the closest pair of `points` (at least two points).
fn closest_pair_of(points: &[Point]) -> (Point, Point) {
    let mut pts = points.to_vec();
    pts.sort(); // by x, then y
    let mut best = Best { d2: i64::MAX, pair: (pts[0], pts[1]) };
    solve(&pts, &mut best);
    best.pair
}

/// The AlgoREval+ interface: i32 coordinates in, the two points as a list.
#[allow(dead_code)]
fn closest_pair(points: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let pts: Vec<Point> = points.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
    let (p, q) = closest_pair_of(&pts);
    vec![(p.0 as i32, p.1 as i32), (q.0 as i32, q.1 as i32)]
}

fn main() {
    let points: Vec<Point> = vec![
        (3, 9), (-4, 2), (7, -3), (0, 0), (12, 5), (-6, -7), (4, 3), (9, 10),
        (-2, 8), (5, 1), (1, -5), (10, -8), (-9, 3), (4, -6), (8, 4), (-7, -3),
    ];
    let (a, b) = closest_pair_of(&points);
    let (p, q) = if a <= b { (a, b) } else { (b, a) };
    println!("{:.4}", (dist2(p, q) as f64).sqrt());
    println!("{} {}", p.0, p.1);
    println!("{} {}", q.0, q.1);
}
