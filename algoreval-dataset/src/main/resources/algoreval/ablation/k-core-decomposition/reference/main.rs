fn solve(n: usize, edges: &[[usize; 2]]) -> Vec<usize> {
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for e in edges {
        neighbours[e[0]].push(e[1]);
        neighbours[e[1]].push(e[0]);
    }
    let mut degree: Vec<usize> = neighbours.iter().map(|list| list.len()).collect();
    let mut removed = vec![false; n];
    let mut value = vec![0; n];
    let mut k = 0;
    for _ in 0..n {
        let chosen = (0..n)
            .filter(|&v| !removed[v])
            .min_by_key(|&v| (degree[v], v))
            .unwrap();
        k = k.max(degree[chosen]);
        value[chosen] = k;
        removed[chosen] = true;
        for &w in &neighbours[chosen] {
            if !removed[w] {
                degree[w] -= 1;
            }
        }
    }
    value
}

fn main() {
    let n = 9;
    let edges = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [0, 3], [3, 4], [4, 5], [5, 6], [6, 4], [7, 8], [6, 7]];
    let values: Vec<String> = solve(n, &edges).iter().map(|v| v.to_string()).collect();
    println!("{}", values.join(" "));
}
