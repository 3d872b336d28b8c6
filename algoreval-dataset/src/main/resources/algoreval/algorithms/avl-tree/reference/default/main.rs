type Link = Option<Box<Node>>;

struct Node {
    key: i32,
    height: i32,
    left: Link,
    right: Link,
}

fn height(node: &Link) -> i32 {
    node.as_ref().map_or(0, |n| n.height)
}

fn update(node: &mut Node) {
    node.height = 1 + height(&node.left).max(height(&node.right));
}

fn balance(node: &Node) -> i32 {
    height(&node.left) - height(&node.right)
}

fn rotate_right(mut y: Box<Node>) -> Box<Node> {
    let mut x = y.left.take().expect("rotate_right needs a left child");
    y.left = x.right.take();
    update(&mut y);
    x.right = Some(y);
    update(&mut x);
    x
}

fn rotate_left(mut x: Box<Node>) -> Box<Node> {
    let mut y = x.right.take().expect("rotate_left needs a right child");
    x.right = y.left.take();
    update(&mut x);
    y.left = Some(x);
    update(&mut y);
    y
}

fn rebalance(mut node: Box<Node>) -> Box<Node> {
    update(&mut node);
    if balance(&node) > 1 {
        let left = node.left.take().unwrap();
        node.left = Some(if balance(&left) < 0 { rotate_left(left) } else { left });
        return rotate_right(node);
    }
    if balance(&node) < -1 {
        let right = node.right.take().unwrap();
        node.right = Some(if balance(&right) > 0 { rotate_right(right) } else { right });
        return rotate_left(node);
    }
    node
}

fn insert_node(link: Link, key: i32) -> Box<Node> {
    match link {
        None => Box::new(Node { key, height: 1, left: None, right: None }),
        Some(mut node) => {
            if key < node.key {
                node.left = Some(insert_node(node.left.take(), key));
            } else if key > node.key {
                node.right = Some(insert_node(node.right.take(), key));
            } else {
                return node;
            }
            rebalance(node)
        }
    }
}

fn min_key(node: &Node) -> i32 {
    let mut current = node;
    while let Some(left) = current.left.as_ref() {
        current = left;
    }
    current.key
}

fn remove_node(link: Link, key: i32) -> Link {
    let mut node = link?;
    if key < node.key {
        node.left = remove_node(node.left.take(), key);
    } else if key > node.key {
        node.right = remove_node(node.right.take(), key);
    } else if node.left.is_none() || node.right.is_none() {
        return node.left.take().or(node.right.take());
    } else {
        let successor = min_key(node.right.as_ref().unwrap());
        node.key = successor;
        node.right = remove_node(node.right.take(), successor);
    }
    Some(rebalance(node))
}

struct AVLTree {
    root: Link,
}

impl AVLTree {
    fn new() -> Self {
        AVLTree { root: None }
    }

    fn insert(&mut self, key: i32) {
        self.root = Some(insert_node(self.root.take(), key));
    }

    fn remove(&mut self, key: i32) {
        self.root = remove_node(self.root.take(), key);
    }

    fn preorder(&self) -> Vec<(i32, i32)> {
        fn visit(link: &Link, out: &mut Vec<(i32, i32)>) {
            if let Some(node) = link {
                out.push((node.key, node.height));
                visit(&node.left, out);
                visit(&node.right, out);
            }
        }
        let mut out = Vec::new();
        visit(&self.root, &mut out);
        out
    }
}

fn format_preorder(tree: &AVLTree) -> String {
    tree.preorder()
        .iter()
        .map(|(k, h)| format!("{}:{}", k, h))
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let inserts = [50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85];
    let removals = [20, 50, 37, 90, 99, 60, 80, 85];
    let mut tree = AVLTree::new();
    for &key in inserts.iter() {
        tree.insert(key);
    }
    println!("{}", format_preorder(&tree));
    for &key in removals.iter() {
        tree.remove(key);
    }
    println!("{}", format_preorder(&tree));
}
