struct PathBased<'a> {
    adj: &'a [Vec<usize>],
    preorder: Vec<Option<usize>>,
    assigned: Vec<bool>,
    s: Vec<usize>, // visited vertices not yet assigned to a component
    p: Vec<usize>, // roots of the open components on the DFS path (boundaries in s)
    counter: usize,
    components: Vec<Vec<usize>>,
}

impl PathBased<'_> {
    fn visit(&mut self, v: usize) {
        self.preorder[v] = Some(self.counter);
        self.counter += 1;
        self.s.push(v);
        self.p.push(v);
        let adj = self.adj;
        for &w in &adj[v] {
            match self.preorder[w] {
                None => self.visit(w),
                Some(pw) if !self.assigned[w] => {
                    // w is still open: everything on the path after w collapses into one component
                    while self.preorder[*self.p.last().unwrap()] > Some(pw) {
                        self.p.pop();
                    }
                }
                _ => {}
            }
        }
        if self.p.last() == Some(&v) {
            self.p.pop();
            let mut component = Vec::new();
            loop {
                let w = self.s.pop().unwrap();
                self.assigned[w] = true;
                component.push(w);
                if w == v {
                    break;
                }
            }
            self.components.push(component);
        }
    }
}

fn gabow_scc(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = adj.len();
    let mut search = PathBased {
        adj: &adj,
        preorder: vec![None; n],
        assigned: vec![false; n],
        s: Vec::new(),
        p: Vec::new(),
        counter: 0,
        components: Vec::new(),
    };
    for v in 0..n {
        if search.preorder[v].is_none() {
            search.visit(v);
        }
    }
    search.components
}

fn main() {
    let adj: Vec<Vec<usize>> = vec![
        vec![1, 7],
        vec![4],
        vec![8],
        vec![5, 2],
        vec![6, 2],
        vec![2],
        vec![1, 7],
        vec![8],
        vec![3],
        vec![0],
    ];
    let mut components = gabow_scc(&adj);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
