fn solve(n: usize, edges: &[[usize; 2]]) -> Vec<usize> {
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for e in edges {
        neighbours[e[0]].push(e[1]);
        neighbours[e[1]].push(e[0]);
    }
    let mut degree: Vec<usize> = neighbours.iter().map(|list| list.len()).collect();
    let mut layer: Vec<usize> = (0..n).filter(|&v| degree[v] <= 1).collect();
    let mut remaining = n;
    while remaining > 2 {
        remaining -= layer.len();
        let mut next = Vec::new();
        for &leaf in &layer {
            for &w in &neighbours[leaf] {
                degree[w] -= 1;
                if degree[w] == 1 {
                    next.push(w);
                }
            }
        }
        layer = next;
    }
    layer.sort();
    layer
}

fn main() {
    let n = 11;
    let edges = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [1, 7], [1, 8], [1, 9], [1, 10]];
    let labels: Vec<String> = solve(n, &edges).iter().map(|l| l.to_string()).collect();
    println!("{}", labels.join(" "));
}
