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

fn gabow_scc(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
    }
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
    let n = 10;
    let edges = [
        (0, 1),
        (1, 4),
        (4, 6),
        (6, 1),
        (0, 7),
        (6, 7),
        (7, 8),
        (2, 8),
        (8, 3),
        (3, 5),
        (5, 2),
        (3, 2),
        (9, 0),
        (4, 2),
    ];
    let mut components = gabow_scc(n, &edges);
    for c in components.iter_mut() {
        c.sort();
    }
    components.sort();
    for c in &components {
        let line: Vec<String> = c.iter().map(|v| v.to_string()).collect();
        println!("{}", line.join(" "));
    }
}
