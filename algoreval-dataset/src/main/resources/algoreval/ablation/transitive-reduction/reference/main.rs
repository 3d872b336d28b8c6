fn solve(n: usize, edges: &[[usize; 2]]) -> Vec<[usize; 2]> {
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n];
    for e in edges {
        successors[e[0]].push(e[1]);
    }
    // reach[a][b]: b can be reached from a along one or more edges
    let mut reach = vec![vec![false; n]; n];
    for start in 0..n {
        let mut stack = vec![start];
        while let Some(x) = stack.pop() {
            for &y in &successors[x] {
                if !reach[start][y] {
                    reach[start][y] = true;
                    stack.push(y);
                }
            }
        }
    }
    edges
        .iter()
        .filter(|e| !successors[e[0]].iter().any(|&w| w != e[1] && reach[w][e[1]]))
        .copied()
        .collect()
}

fn main() {
    let n = 7;
    let edges = [[0, 1], [1, 2], [2, 3], [0, 3], [0, 2], [3, 4], [1, 4], [4, 5], [2, 5], [6, 5], [6, 3]];
    let mut kept = solve(n, &edges);
    kept.sort();
    for e in kept {
        println!("{} {}", e[0], e[1]);
    }
}
