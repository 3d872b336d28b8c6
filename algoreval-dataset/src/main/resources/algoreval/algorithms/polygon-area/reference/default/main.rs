/// Shoelace formula; the result does not depend on the orientation of the vertices.
fn polygon_area_of(vertices: &[(i64, i64)]) -> f64 {
    let n = vertices.len();
    let twice_signed: i64 = (0..n)
        .map(|i| {
            let (x1, y1) = vertices[i];
            let (x2, y2) = vertices[(i + 1) % n];
            x1 * y2 - x2 * y1
        })
        .sum();
    twice_signed.abs() as f64 / 2.0
}

/// The AlgoREval+ interface: i32 coordinates.
#[allow(dead_code)]
fn polygon_area(vertices: &[(i32, i32)]) -> f64 {
    let wide: Vec<(i64, i64)> = vertices.iter().map(|&(x, y)| (x as i64, y as i64)).collect();
    polygon_area_of(&wide)
}

fn main() {
    let polygons: Vec<Vec<(i64, i64)>> = vec![
        vec![(-3, -2), (5, -1), (4, 4), (1, 1), (-2, 5)],
        vec![(0, 0), (0, 7), (3, 3), (6, 6), (7, -2)],
        vec![(0, 0), (8, 0), (8, 6), (6, 6), (6, 2), (4, 4), (2, 2), (2, 6), (0, 6)],
    ];
    for vertices in &polygons {
        println!("{:.1}", polygon_area_of(vertices));
    }
}
