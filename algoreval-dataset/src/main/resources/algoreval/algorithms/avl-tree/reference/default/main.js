class Node {
  constructor(key) {
    this.key = key;
    this.left = null;
    this.right = null;
    this.height = 1;
  }
}

const height = (node) => (node ? node.height : 0);

function update(node) {
  node.height = 1 + Math.max(height(node.left), height(node.right));
}

const balance = (node) => height(node.left) - height(node.right);

function rotateRight(y) {
  const x = y.left;
  y.left = x.right;
  x.right = y;
  update(y);
  update(x);
  return x;
}

function rotateLeft(x) {
  const y = x.right;
  x.right = y.left;
  y.left = x;
  update(x);
  update(y);
  return y;
}

function rebalance(node) {
  update(node);
  if (balance(node) > 1) {
    if (balance(node.left) < 0) node.left = rotateLeft(node.left);
    return rotateRight(node);
  }
  if (balance(node) < -1) {
    if (balance(node.right) > 0) node.right = rotateRight(node.right);
    return rotateLeft(node);
  }
  return node;
}

class AVLTree {
  constructor() {
    this.root = null;
  }

  insert(key) {
    const insertAt = (node) => {
      if (node === null) return new Node(key);
      if (key < node.key) node.left = insertAt(node.left);
      else if (key > node.key) node.right = insertAt(node.right);
      else return node;
      return rebalance(node);
    };
    this.root = insertAt(this.root);
  }

  remove(key) {
    const removeAt = (node, k) => {
      if (node === null) return null;
      if (k < node.key) {
        node.left = removeAt(node.left, k);
      } else if (k > node.key) {
        node.right = removeAt(node.right, k);
      } else if (node.left === null || node.right === null) {
        return node.left !== null ? node.left : node.right;
      } else {
        let successor = node.right;
        while (successor.left !== null) successor = successor.left;
        node.key = successor.key;
        node.right = removeAt(node.right, successor.key);
      }
      return rebalance(node);
    };
    this.root = removeAt(this.root, key);
  }

  preorder() {
    const result = [];
    const visit = (node) => {
      if (node === null) return;
      result.push([node.key, node.height]);
      visit(node.left);
      visit(node.right);
    };
    visit(this.root);
    return result;
  }
}

const inserts = [50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85];
const removals = [20, 50, 37, 90, 99, 60, 80, 85];
const tree = new AVLTree();
for (const key of inserts) tree.insert(key);
console.log(tree.preorder().map(([k, h]) => `${k}:${h}`).join(" "));
for (const key of removals) tree.remove(key);
console.log(tree.preorder().map(([k, h]) => `${k}:${h}`).join(" "));
