class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
        self.height = 1


def height(node):
    return node.height if node else 0


def update(node):
    node.height = 1 + max(height(node.left), height(node.right))


def balance(node):
    return height(node.left) - height(node.right)


def rotate_right(y):
    x = y.left
    y.left = x.right
    x.right = y
    update(y)
    update(x)
    return x


def rotate_left(x):
    y = x.right
    x.right = y.left
    y.left = x
    update(x)
    update(y)
    return y


def rebalance(node):
    update(node)
    if balance(node) > 1:
        if balance(node.left) < 0:
            node.left = rotate_left(node.left)
        return rotate_right(node)
    if balance(node) < -1:
        if balance(node.right) > 0:
            node.right = rotate_right(node.right)
        return rotate_left(node)
    return node


class AVLTree:
    def __init__(self):
        self.root = None

    def insert(self, key):
        self.root = self._insert(self.root, key)

    def _insert(self, node, key):
        if node is None:
            return Node(key)
        if key < node.key:
            node.left = self._insert(node.left, key)
        elif key > node.key:
            node.right = self._insert(node.right, key)
        else:
            return node
        return rebalance(node)

    def remove(self, key):
        self.root = self._remove(self.root, key)

    def _remove(self, node, key):
        if node is None:
            return None
        if key < node.key:
            node.left = self._remove(node.left, key)
        elif key > node.key:
            node.right = self._remove(node.right, key)
        elif node.left is None or node.right is None:
            return node.left or node.right
        else:
            successor = node.right
            while successor.left:
                successor = successor.left
            node.key = successor.key
            node.right = self._remove(node.right, successor.key)
        return rebalance(node)

    def preorder(self):
        result = []

        def visit(node):
            if node:
                result.append((node.key, node.height))
                visit(node.left)
                visit(node.right)

        visit(self.root)
        return result


if __name__ == "__main__":
    inserts = [50, 30, 70, 20, 40, 10, 60, 80, 90, 35, 37, 65, 62, 55, 45, 40, 85]
    removals = [20, 50, 37, 90, 99, 60, 80, 85]
    tree = AVLTree()
    for key in inserts:
        tree.insert(key)
    print(" ".join(f"{k}:{h}" for k, h in tree.preorder()))
    for key in removals:
        tree.remove(key)
    print(" ".join(f"{k}:{h}" for k, h in tree.preorder()))
