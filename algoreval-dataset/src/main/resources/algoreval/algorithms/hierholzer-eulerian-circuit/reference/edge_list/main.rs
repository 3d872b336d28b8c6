fn find_eulerian_circuit(v_count: usize, edges: &[(usize, usize)], start: usize) -> Vec<usize> {
    let mut succ = vec![Vec::new(); v_count];
    for &(u, v) in edges {
        succ[u].push(v);
    }
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
    let v_count = 7;
    let edges = [
        (5, 4), (0, 5), (4, 6), (1, 5), (5, 0), (2, 4), (6, 1), (4, 3), (5, 6), (3, 5), (6, 4), (5, 2), (4, 5),
    ];
    let start = 3;
    let circuit: Vec<String> = find_eulerian_circuit(v_count, &edges, start).iter().map(|v| v.to_string()).collect();
    println!("{}", circuit.join(" "));
}
