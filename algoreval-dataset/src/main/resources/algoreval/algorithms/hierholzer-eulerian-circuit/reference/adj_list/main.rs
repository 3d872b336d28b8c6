fn find_eulerian_circuit(adj: &[Vec<usize>], start: usize) -> Vec<usize> {
    let v_count = adj.len();
    let mut succ = adj.to_vec();
    for targets in succ.iter_mut() {
        targets.sort();
    }
    let mut used = vec![0usize; v_count]; // succ[u][..used[u]] are the edges already walked
    let mut stack = vec![start];
    let mut circuit = Vec::new();
    while let Some(&u) = stack.last() {
        if used[u] < succ[u].len() {
            stack.push(succ[u][used[u]]);
            used[u] += 1;
        } else {
            // u has no unused edge left: it is final at this point of the circuit
            circuit.push(u);
            stack.pop();
        }
    }
    circuit.reverse();
    circuit
}

fn main() {
    let adj: Vec<Vec<usize>> = vec![vec![5], vec![5], vec![4], vec![5], vec![6, 3, 5], vec![4, 0, 6, 2], vec![1, 4]];
    let start = 3;
    let circuit: Vec<String> = find_eulerian_circuit(&adj, start).iter().map(|v| v.to_string()).collect();
    println!("{}", circuit.join(" "));
}
