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

fn tarjan_scc(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = adj.len();
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
    let adj: Vec<Vec<usize>> = vec![
        vec![3, 2],
        vec![2, 4],
        vec![5],
        vec![7, 4],
        vec![9],
        vec![8],
        vec![],
        vec![0, 1],
        vec![2, 9],
        vec![5],
    ];
    let mut components = tarjan_scc(&adj);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
