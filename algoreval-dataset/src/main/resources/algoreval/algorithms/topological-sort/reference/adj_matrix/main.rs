fn topological_sort(m: &[Vec<u8>]) -> Vec<usize> {
    let v_count = m.len();
    let mut indegree = vec![0usize; v_count];
    for row in m {
        for (v, &edge) in row.iter().enumerate() {
            indegree[v] += edge as usize;
        }
    }
    let mut placed = vec![false; v_count];
    let mut order = Vec::with_capacity(v_count);
    // repeatedly take the smallest vertex not yet placed whose predecessors are all placed
    while let Some(u) = (0..v_count).find(|&v| !placed[v] && indegree[v] == 0) {
        placed[u] = true;
        order.push(u);
        for v in 0..v_count {
            if m[u][v] != 0 {
                indegree[v] -= 1;
            }
        }
    }
    order
}

fn main() {
    let m: Vec<Vec<u8>> = vec![
        vec![0, 0, 0, 0, 0, 0, 1, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 1, 0, 0, 1, 0, 0],
        vec![0, 1, 0, 0, 0, 0, 0, 0, 0],
        vec![1, 1, 0, 0, 0, 0, 0, 0, 0],
        vec![1, 0, 1, 0, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 1, 0, 0, 0, 0, 0],
        vec![0, 0, 0, 0, 0, 0, 1, 0, 0],
        vec![0, 1, 0, 0, 0, 0, 0, 1, 0],
    ];
    let order: Vec<String> = topological_sort(&m).iter().map(|v| v.to_string()).collect();
    println!("{}", order.join(" "));
}
