/// Whether `dst` can be reached from `src` without using the edge {cut_u, cut_v}.
fn reaches(adj: &[Vec<usize>], src: usize, dst: usize, cut_u: usize, cut_v: usize) -> bool {
    let mut seen = vec![false; adj.len()];
    let mut stack = vec![src];
    seen[src] = true;
    while let Some(x) = stack.pop() {
        if x == dst {
            return true;
        }
        for &y in &adj[x] {
            if seen[y] || (x == cut_u && y == cut_v) || (x == cut_v && y == cut_u) {
                continue;
            }
            seen[y] = true;
            stack.push(y);
        }
    }
    false
}

fn remove_once(list: &mut Vec<usize>, x: usize) {
    let i = list.iter().position(|&y| y == x).unwrap();
    list.remove(i);
}

fn find_eulerian_path(v_count: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut adj = vec![Vec::new(); v_count];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    for neighbours in adj.iter_mut() {
        neighbours.sort();
    }
    let start = (0..v_count)
        .find(|&u| adj[u].len() % 2 == 1)
        .or_else(|| (0..v_count).find(|&u| !adj[u].is_empty()));
    let Some(start) = start else {
        return Vec::new();
    };
    // Fleury: from the current vertex take the smallest neighbour whose edge is not a bridge of
    // the unused edges, unless it is the only edge left there.
    let mut path = vec![start];
    let mut u = start;
    while !adj[u].is_empty() {
        let next = *adj[u]
            .iter()
            .find(|&&v| adj[u].len() == 1 || reaches(&adj, u, v, u, v))
            .unwrap();
        remove_once(&mut adj[u], next);
        remove_once(&mut adj[next], u);
        path.push(next);
        u = next;
    }
    path
}

fn main() {
    let v_count = 9;
    let edges = [
        (0, 1), (5, 0), (1, 4), (5, 1), (2, 3), (4, 2), (2, 6), (6, 3), (4, 5), (7, 4), (5, 6), (6, 7),
    ];
    let path: Vec<String> = find_eulerian_path(v_count, &edges).iter().map(|v| v.to_string()).collect();
    println!("{}", path.join(" "));
}
