fn point_in_polygon_of(polygon: &[(i64, i64)], point: (i64, i64)) -> bool {
    let (px, py) = (point.0 as f64, point.1 as f64);
    let n = polygon.len();
    let mut inside = false;
    for i in 0..n {
        let (xi, yi) = (polygon[i].0 as f64, polygon[i].1 as f64);
        let j = (i + n - 1) % n;
        let (xj, yj) = (polygon[j].0 as f64, polygon[j].1 as f64);
        // Count crossings of the ray going right from the point; the half-open test counts a
        // vertex on the ray exactly once and skips horizontal edges.
        if (yi > py) != (yj > py) {
            let x_cross = xi + (py - yi) * (xj - xi) / (yj - yi);
            if px < x_cross {
                inside = !inside;
            }
        }
    }
    inside
}

/// The AlgoREval+ interface: i32 coordinates, the point as its two coordinates.
#[allow(dead_code)]
fn point_in_polygon(polygon: &[(i32, i32)], point: &[i32]) -> bool {
    let vertices: Vec<(i64, i64)> = polygon.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
    point_in_polygon_of(&vertices, (point[0] as i64, point[1] as i64))
}

fn main() {
    let polygon = [(0, 0), (8, 0), (8, 6), (6, 6), (6, 2), (4, 4), (2, 2), (2, 6), (0, 6)];
    let queries = [
        (1, 3), (4, 1), (4, 5), (7, 4), (3, 4), (5, 2), (9, 2), (-1, 2),
        (3, 2), (5, 6), (-2, 0), (4, 3),
    ];
    for &(x, y) in queries.iter() {
        let verdict = if point_in_polygon_of(&polygon, (x, y)) { "inside" } else { "outside" };
        println!("{} {} {}", x, y, verdict);
    }
}
