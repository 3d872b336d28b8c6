fn find(parent: &mut [usize], mut x: usize) -> usize {
    while parent[x] != x {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }
    x
}

fn solve(n: usize, edges: &[[i64; 3]]) -> Vec<[i64; 3]> {
    let mut parent: Vec<usize> = (0..n).collect();
    let mut sorted = edges.to_vec();
    // sort_by_key is stable: edges of equal weight keep their input order.
    sorted.sort_by_key(|e| e[2]);
    let mut selected = Vec::new();
    for e in sorted {
        let ru = find(&mut parent, e[0] as usize);
        let rv = find(&mut parent, e[1] as usize);
        if ru != rv {
            parent[ru] = rv;
            selected.push(e);
        }
    }
    selected
}

fn main() {
    let n = 5;
    let edges = [[0, 1, 2], [1, 2, 1], [0, 2, 2], [2, 3, 3], [3, 4, 1], [1, 3, 3], [2, 4, 3], [0, 4, 5]];
    let selected = solve(n, &edges);
    for e in &selected {
        println!("{} {} {}", e[0], e[1], e[2]);
    }
    println!("{}", selected.iter().map(|e| e[2]).sum::<i64>());
}
