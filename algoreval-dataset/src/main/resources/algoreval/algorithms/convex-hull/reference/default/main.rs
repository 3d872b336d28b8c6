type Point = (i64, i64);

fn cross(o: Point, a: Point, b: Point) -> i64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

fn convex_hull_of(points: &[Point]) -> Vec<Point> {
    let mut pts = points.to_vec();
    pts.sort();
    pts.dedup();
    if pts.len() <= 2 {
        return pts;
    }

    let mut lower: Vec<Point> = Vec::new();
    for &p in &pts {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], p) <= 0 {
            lower.pop();
        }
        lower.push(p);
    }
    let mut upper: Vec<Point> = Vec::new();
    for &p in pts.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], p) <= 0 {
            upper.pop();
        }
        upper.push(p);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

/// The AlgoREval+ interface: i32 coordinates in and out.
#[allow(dead_code)]
fn convex_hull(points: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let pts: Vec<Point> = points.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
    convex_hull_of(&pts).into_iter().map(|(x, y)| (x as i32, y as i32)).collect()
}

fn main() {
    let points: Vec<Point> = vec![
        (0, 3), (2, 2), (4, 4), (0, 0), (1, 2), (3, 1), (3, 3),
        (2, 0), (4, 0), (0, 3), (4, 2), (-1, 2), (2, 2),
    ];
    for (x, y) in convex_hull_of(&points) {
        println!("{} {}", x, y);
    }
}
