/// Vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v.
fn vertex(literal: i32) -> usize {
    let i = literal.unsigned_abs() as usize - 1;
    if literal < 0 {
        2 * i + 1
    } else {
        2 * i
    }
}

/// Tarjan's SCC algorithm; components get numbers in reverse topological order.
struct Tarjan<'a> {
    adj: &'a [Vec<usize>],
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    comp: Vec<Option<usize>>,
    stack: Vec<usize>,
    counter: usize,
    count: usize,
}

impl Tarjan<'_> {
    fn strong_connect(&mut self, v: usize) {
        self.index[v] = Some(self.counter);
        self.low[v] = self.counter;
        self.counter += 1;
        self.stack.push(v);
        let adj = self.adj;
        for &w in &adj[v] {
            match self.index[w] {
                None => {
                    self.strong_connect(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                // w is still on the stack
                Some(iw) if self.comp[w].is_none() => self.low[v] = self.low[v].min(iw),
                _ => {}
            }
        }
        if self.index[v] == Some(self.low[v]) {
            loop {
                let w = self.stack.pop().unwrap();
                self.comp[w] = Some(self.count);
                if w == v {
                    break;
                }
            }
            self.count += 1;
        }
    }
}

/// Returns an assignment (element i-1 is the value of x_i), or None if the formula is unsatisfiable.
fn two_sat(n: usize, clauses: &[(i32, i32)]) -> Option<Vec<bool>> {
    let size = 2 * n;
    let mut adj = vec![Vec::new(); size];
    for &(a, b) in clauses {
        let (a, b) = (vertex(a), vertex(b));
        // (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
        adj[a ^ 1].push(b);
        adj[b ^ 1].push(a);
    }
    let mut tarjan = Tarjan {
        adj: &adj,
        index: vec![None; size],
        low: vec![0; size],
        comp: vec![None; size],
        stack: Vec::new(),
        counter: 0,
        count: 0,
    };
    for v in 0..size {
        if tarjan.index[v].is_none() {
            tarjan.strong_connect(v);
        }
    }
    let comp: Vec<usize> = tarjan.comp.iter().map(|c| c.unwrap()).collect();
    let mut assignment = Vec::with_capacity(n);
    for i in 0..n {
        if comp[2 * i] == comp[2 * i + 1] {
            return None; // x_i and NOT x_i imply each other
        }
        // x_i is true when its component comes after the one of NOT x_i in topological order
        assignment.push(comp[2 * i] < comp[2 * i + 1]);
    }
    Some(assignment)
}

fn main() {
    let n1 = 6;
    let clauses1 = [
        (4, -6),
        (2, -6),
        (-4, 3),
        (4, -5),
        (1, -3),
        (-2, 6),
        (-4, 5),
        (2, 5),
        (-5, -2),
    ];
    let n2 = 4;
    let clauses2 = [
        (1, 2),
        (3, -2),
        (3, 4),
        (-2, -1),
        (-4, -3),
        (-3, 2),
        (-1, -4),
        (4, 1),
    ];
    for (n, clauses) in [(n1, &clauses1[..]), (n2, &clauses2[..])] {
        match two_sat(n, clauses) {
            None => println!("UNSATISFIABLE"),
            Some(assignment) => {
                println!("SATISFIABLE");
                let values: Vec<&str> = assignment
                    .iter()
                    .map(|&value| if value { "1" } else { "0" })
                    .collect();
                println!("{}", values.join(" "));
            }
        }
    }
}
