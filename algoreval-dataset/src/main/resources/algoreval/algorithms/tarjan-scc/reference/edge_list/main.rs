struct Tarjan<'a> {
    adj: &'a [Vec<usize>],
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    counter: usize,
    components: Vec<Vec<usize>>,
}

impl Tarjan<'_> {
    fn strong_connect(&mut self, v: usize) {
        self.index[v] = Some(self.counter);
        self.low[v] = self.counter;
        self.counter += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        let adj = self.adj;
        for &w in &adj[v] {
            match self.index[w] {
                None => {
                    self.strong_connect(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                _ => {}
            }
        }
        if self.index[v] == Some(self.low[v]) {
            let mut component = Vec::new();
            loop {
                let w = self.stack.pop().unwrap();
                self.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            self.components.push(component);
        }
    }
}

fn tarjan_scc(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
    }
    let mut tarjan = Tarjan {
        adj: &adj,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        counter: 0,
        components: Vec::new(),
    };
    for v in 0..n {
        if tarjan.index[v].is_none() {
            tarjan.strong_connect(v);
        }
    }
    tarjan.components
}

fn main() {
    let n = 10;
    let edges = [
        (0, 3),
        (3, 7),
        (7, 0),
        (7, 1),
        (1, 2),
        (2, 5),
        (5, 8),
        (8, 2),
        (8, 9),
        (9, 5),
        (3, 4),
        (4, 9),
        (1, 4),
        (0, 2),
    ];
    let mut components = tarjan_scc(n, &edges);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
