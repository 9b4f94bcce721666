"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ramda/src/F.js
var require_F = __commonJS({
  "node_modules/ramda/src/F.js"(exports2, module2) {
    var F = function() {
      return false;
    };
    module2.exports = F;
  }
});

// node_modules/ramda/src/T.js
var require_T = __commonJS({
  "node_modules/ramda/src/T.js"(exports2, module2) {
    var T = function() {
      return true;
    };
    module2.exports = T;
  }
});

// node_modules/ramda/src/__.js
var require__ = __commonJS({
  "node_modules/ramda/src/__.js"(exports2, module2) {
    module2.exports = {
      "@@functional/placeholder": true
    };
  }
});

// node_modules/ramda/src/internal/_isPlaceholder.js
var require_isPlaceholder = __commonJS({
  "node_modules/ramda/src/internal/_isPlaceholder.js"(exports2, module2) {
    function _isPlaceholder(a) {
      return a != null && typeof a === "object" && a["@@functional/placeholder"] === true;
    }
    module2.exports = _isPlaceholder;
  }
});

// node_modules/ramda/src/internal/_curry1.js
var require_curry1 = __commonJS({
  "node_modules/ramda/src/internal/_curry1.js"(exports2, module2) {
    var _isPlaceholder = require_isPlaceholder();
    function _curry1(fn) {
      return function f1(a) {
        if (arguments.length === 0 || _isPlaceholder(a)) {
          return f1;
        } else {
          return fn.apply(this, arguments);
        }
      };
    }
    module2.exports = _curry1;
  }
});

// node_modules/ramda/src/internal/_curry2.js
var require_curry2 = __commonJS({
  "node_modules/ramda/src/internal/_curry2.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isPlaceholder = require_isPlaceholder();
    function _curry2(fn) {
      return function f2(a, b) {
        switch (arguments.length) {
          case 0:
            return f2;
          case 1:
            return _isPlaceholder(a) ? f2 : _curry1(function(_b) {
              return fn(a, _b);
            });
          default:
            return _isPlaceholder(a) && _isPlaceholder(b) ? f2 : _isPlaceholder(a) ? _curry1(function(_a) {
              return fn(_a, b);
            }) : _isPlaceholder(b) ? _curry1(function(_b) {
              return fn(a, _b);
            }) : fn(a, b);
        }
      };
    }
    module2.exports = _curry2;
  }
});

// node_modules/ramda/src/add.js
var require_add = __commonJS({
  "node_modules/ramda/src/add.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var add = /* @__PURE__ */ _curry2(function add2(a, b) {
      return Number(a) + Number(b);
    });
    module2.exports = add;
  }
});

// node_modules/ramda/src/internal/_concat.js
var require_concat = __commonJS({
  "node_modules/ramda/src/internal/_concat.js"(exports2, module2) {
    function _concat(set1, set2) {
      set1 = set1 || [];
      set2 = set2 || [];
      var idx;
      var len1 = set1.length;
      var len2 = set2.length;
      var result = [];
      idx = 0;
      while (idx < len1) {
        result[result.length] = set1[idx];
        idx += 1;
      }
      idx = 0;
      while (idx < len2) {
        result[result.length] = set2[idx];
        idx += 1;
      }
      return result;
    }
    module2.exports = _concat;
  }
});

// node_modules/ramda/src/internal/_arity.js
var require_arity = __commonJS({
  "node_modules/ramda/src/internal/_arity.js"(exports2, module2) {
    function _arity(n, fn) {
      switch (n) {
        case 0:
          return function() {
            return fn.apply(this, arguments);
          };
        case 1:
          return function(a0) {
            return fn.apply(this, arguments);
          };
        case 2:
          return function(a0, a1) {
            return fn.apply(this, arguments);
          };
        case 3:
          return function(a0, a1, a2) {
            return fn.apply(this, arguments);
          };
        case 4:
          return function(a0, a1, a2, a3) {
            return fn.apply(this, arguments);
          };
        case 5:
          return function(a0, a1, a2, a3, a4) {
            return fn.apply(this, arguments);
          };
        case 6:
          return function(a0, a1, a2, a3, a4, a5) {
            return fn.apply(this, arguments);
          };
        case 7:
          return function(a0, a1, a2, a3, a4, a5, a6) {
            return fn.apply(this, arguments);
          };
        case 8:
          return function(a0, a1, a2, a3, a4, a5, a6, a7) {
            return fn.apply(this, arguments);
          };
        case 9:
          return function(a0, a1, a2, a3, a4, a5, a6, a7, a8) {
            return fn.apply(this, arguments);
          };
        case 10:
          return function(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) {
            return fn.apply(this, arguments);
          };
        default:
          throw new Error("First argument to _arity must be a non-negative integer no greater than ten");
      }
    }
    module2.exports = _arity;
  }
});

// node_modules/ramda/src/internal/_curryN.js
var require_curryN = __commonJS({
  "node_modules/ramda/src/internal/_curryN.js"(exports2, module2) {
    var _arity = require_arity();
    var _isPlaceholder = require_isPlaceholder();
    function _curryN(length, received, fn) {
      return function() {
        var combined = [];
        var argsIdx = 0;
        var left2 = length;
        var combinedIdx = 0;
        var hasPlaceholder = false;
        while (combinedIdx < received.length || argsIdx < arguments.length) {
          var result;
          if (combinedIdx < received.length && (!_isPlaceholder(received[combinedIdx]) || argsIdx >= arguments.length)) {
            result = received[combinedIdx];
          } else {
            result = arguments[argsIdx];
            argsIdx += 1;
          }
          combined[combinedIdx] = result;
          if (!_isPlaceholder(result)) {
            left2 -= 1;
          } else {
            hasPlaceholder = true;
          }
          combinedIdx += 1;
        }
        return !hasPlaceholder && left2 <= 0 ? fn.apply(this, combined) : _arity(Math.max(0, left2), _curryN(length, combined, fn));
      };
    }
    module2.exports = _curryN;
  }
});

// node_modules/ramda/src/curryN.js
var require_curryN2 = __commonJS({
  "node_modules/ramda/src/curryN.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry1 = require_curry1();
    var _curry2 = require_curry2();
    var _curryN = require_curryN();
    var curryN = /* @__PURE__ */ _curry2(function curryN2(length, fn) {
      if (length === 1) {
        return _curry1(fn);
      }
      return _arity(length, _curryN(length, [], fn));
    });
    module2.exports = curryN;
  }
});

// node_modules/ramda/src/addIndex.js
var require_addIndex = __commonJS({
  "node_modules/ramda/src/addIndex.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var addIndex = /* @__PURE__ */ _curry1(function addIndex2(fn) {
      return curryN(fn.length, function() {
        var idx = 0;
        var origFn = arguments[0];
        var list = arguments[arguments.length - 1];
        var args = Array.prototype.slice.call(arguments, 0);
        args[0] = function() {
          var result = origFn.apply(this, _concat(arguments, [idx, list]));
          idx += 1;
          return result;
        };
        return fn.apply(this, args);
      });
    });
    module2.exports = addIndex;
  }
});

// node_modules/ramda/src/addIndexRight.js
var require_addIndexRight = __commonJS({
  "node_modules/ramda/src/addIndexRight.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var addIndexRight = /* @__PURE__ */ _curry1(function addIndex(fn) {
      return curryN(fn.length, function() {
        var origFn = arguments[0];
        var list = arguments[arguments.length - 1];
        var idx = list.length - 1;
        var args = Array.prototype.slice.call(arguments, 0);
        args[0] = function() {
          var result = origFn.apply(this, _concat(arguments, [idx, list]));
          idx -= 1;
          return result;
        };
        return fn.apply(this, args);
      });
    });
    module2.exports = addIndexRight;
  }
});

// node_modules/ramda/src/internal/_curry3.js
var require_curry3 = __commonJS({
  "node_modules/ramda/src/internal/_curry3.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _curry2 = require_curry2();
    var _isPlaceholder = require_isPlaceholder();
    function _curry3(fn) {
      return function f3(a, b, c) {
        switch (arguments.length) {
          case 0:
            return f3;
          case 1:
            return _isPlaceholder(a) ? f3 : _curry2(function(_b, _c) {
              return fn(a, _b, _c);
            });
          case 2:
            return _isPlaceholder(a) && _isPlaceholder(b) ? f3 : _isPlaceholder(a) ? _curry2(function(_a, _c) {
              return fn(_a, b, _c);
            }) : _isPlaceholder(b) ? _curry2(function(_b, _c) {
              return fn(a, _b, _c);
            }) : _curry1(function(_c) {
              return fn(a, b, _c);
            });
          default:
            return _isPlaceholder(a) && _isPlaceholder(b) && _isPlaceholder(c) ? f3 : _isPlaceholder(a) && _isPlaceholder(b) ? _curry2(function(_a, _b) {
              return fn(_a, _b, c);
            }) : _isPlaceholder(a) && _isPlaceholder(c) ? _curry2(function(_a, _c) {
              return fn(_a, b, _c);
            }) : _isPlaceholder(b) && _isPlaceholder(c) ? _curry2(function(_b, _c) {
              return fn(a, _b, _c);
            }) : _isPlaceholder(a) ? _curry1(function(_a) {
              return fn(_a, b, c);
            }) : _isPlaceholder(b) ? _curry1(function(_b) {
              return fn(a, _b, c);
            }) : _isPlaceholder(c) ? _curry1(function(_c) {
              return fn(a, b, _c);
            }) : fn(a, b, c);
        }
      };
    }
    module2.exports = _curry3;
  }
});

// node_modules/ramda/src/adjust.js
var require_adjust = __commonJS({
  "node_modules/ramda/src/adjust.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry3 = require_curry3();
    var adjust = /* @__PURE__ */ _curry3(function adjust2(idx, fn, list) {
      var len = list.length;
      if (idx >= len || idx < -len) {
        return list;
      }
      var _idx = (len + idx) % len;
      var _list = _concat(list);
      _list[_idx] = fn(list[_idx]);
      return _list;
    });
    module2.exports = adjust;
  }
});

// node_modules/ramda/src/internal/_isArray.js
var require_isArray = __commonJS({
  "node_modules/ramda/src/internal/_isArray.js"(exports2, module2) {
    module2.exports = Array.isArray || function _isArray(val) {
      return val != null && val.length >= 0 && Object.prototype.toString.call(val) === "[object Array]";
    };
  }
});

// node_modules/ramda/src/internal/_isTransformer.js
var require_isTransformer = __commonJS({
  "node_modules/ramda/src/internal/_isTransformer.js"(exports2, module2) {
    function _isTransformer(obj) {
      return obj != null && typeof obj["@@transducer/step"] === "function";
    }
    module2.exports = _isTransformer;
  }
});

// node_modules/ramda/src/internal/_dispatchable.js
var require_dispatchable = __commonJS({
  "node_modules/ramda/src/internal/_dispatchable.js"(exports2, module2) {
    var _isArray = require_isArray();
    var _isTransformer = require_isTransformer();
    function _dispatchable(methodNames, transducerCreator, fn) {
      return function() {
        if (arguments.length === 0) {
          return fn();
        }
        var obj = arguments[arguments.length - 1];
        if (!_isArray(obj)) {
          var idx = 0;
          while (idx < methodNames.length) {
            if (typeof obj[methodNames[idx]] === "function") {
              return obj[methodNames[idx]].apply(obj, Array.prototype.slice.call(arguments, 0, -1));
            }
            idx += 1;
          }
          if (_isTransformer(obj)) {
            var transducer = transducerCreator.apply(null, Array.prototype.slice.call(arguments, 0, -1));
            return transducer(obj);
          }
        }
        return fn.apply(this, arguments);
      };
    }
    module2.exports = _dispatchable;
  }
});

// node_modules/ramda/src/internal/_reduced.js
var require_reduced = __commonJS({
  "node_modules/ramda/src/internal/_reduced.js"(exports2, module2) {
    function _reduced(x) {
      return x && x["@@transducer/reduced"] ? x : {
        "@@transducer/value": x,
        "@@transducer/reduced": true
      };
    }
    module2.exports = _reduced;
  }
});

// node_modules/ramda/src/internal/_xfBase.js
var require_xfBase = __commonJS({
  "node_modules/ramda/src/internal/_xfBase.js"(exports2, module2) {
    module2.exports = {
      init: function() {
        return this.xf["@@transducer/init"]();
      },
      result: function(result) {
        return this.xf["@@transducer/result"](result);
      }
    };
  }
});

// node_modules/ramda/src/internal/_xall.js
var require_xall = __commonJS({
  "node_modules/ramda/src/internal/_xall.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XAll = /* @__PURE__ */ (function() {
      function XAll2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.all = true;
      }
      XAll2.prototype["@@transducer/init"] = _xfBase.init;
      XAll2.prototype["@@transducer/result"] = function(result) {
        if (this.all) {
          result = this.xf["@@transducer/step"](result, true);
        }
        return this.xf["@@transducer/result"](result);
      };
      XAll2.prototype["@@transducer/step"] = function(result, input) {
        if (!this.f(input)) {
          this.all = false;
          result = _reduced(this.xf["@@transducer/step"](result, false));
        }
        return result;
      };
      return XAll2;
    })();
    function _xall(f) {
      return function(xf) {
        return new XAll(f, xf);
      };
    }
    module2.exports = _xall;
  }
});

// node_modules/ramda/src/all.js
var require_all = __commonJS({
  "node_modules/ramda/src/all.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xall = require_xall();
    var all = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["all"], _xall, function all2(fn, list) {
      var idx = 0;
      while (idx < list.length) {
        if (!fn(list[idx])) {
          return false;
        }
        idx += 1;
      }
      return true;
    }));
    module2.exports = all;
  }
});

// node_modules/ramda/src/internal/_arrayFromIterator.js
var require_arrayFromIterator = __commonJS({
  "node_modules/ramda/src/internal/_arrayFromIterator.js"(exports2, module2) {
    function _arrayFromIterator(iter) {
      var list = [];
      var next;
      while (!(next = iter.next()).done) {
        list.push(next.value);
      }
      return list;
    }
    module2.exports = _arrayFromIterator;
  }
});

// node_modules/ramda/src/internal/_includesWith.js
var require_includesWith = __commonJS({
  "node_modules/ramda/src/internal/_includesWith.js"(exports2, module2) {
    function _includesWith(pred, x, list) {
      var idx = 0;
      var len = list.length;
      while (idx < len) {
        if (pred(x, list[idx])) {
          return true;
        }
        idx += 1;
      }
      return false;
    }
    module2.exports = _includesWith;
  }
});

// node_modules/ramda/src/internal/_functionName.js
var require_functionName = __commonJS({
  "node_modules/ramda/src/internal/_functionName.js"(exports2, module2) {
    function _functionName(f) {
      var match = String(f).match(/^function (\w*)/);
      return match == null ? "" : match[1];
    }
    module2.exports = _functionName;
  }
});

// node_modules/ramda/src/internal/_has.js
var require_has = __commonJS({
  "node_modules/ramda/src/internal/_has.js"(exports2, module2) {
    function _has(prop, obj) {
      return Object.prototype.hasOwnProperty.call(obj, prop);
    }
    module2.exports = _has;
  }
});

// node_modules/ramda/src/internal/_objectIs.js
var require_objectIs = __commonJS({
  "node_modules/ramda/src/internal/_objectIs.js"(exports2, module2) {
    function _objectIs(a, b) {
      if (a === b) {
        return a !== 0 || 1 / a === 1 / b;
      } else {
        return a !== a && b !== b;
      }
    }
    module2.exports = typeof Object.is === "function" ? Object.is : _objectIs;
  }
});

// node_modules/ramda/src/internal/_isArguments.js
var require_isArguments = __commonJS({
  "node_modules/ramda/src/internal/_isArguments.js"(exports2, module2) {
    var _has = require_has();
    var toString = Object.prototype.toString;
    var _isArguments = /* @__PURE__ */ (function() {
      return toString.call(arguments) === "[object Arguments]" ? function _isArguments2(x) {
        return toString.call(x) === "[object Arguments]";
      } : function _isArguments2(x) {
        return _has("callee", x);
      };
    })();
    module2.exports = _isArguments;
  }
});

// node_modules/ramda/src/keys.js
var require_keys = __commonJS({
  "node_modules/ramda/src/keys.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _has = require_has();
    var _isArguments = require_isArguments();
    var hasEnumBug = !/* @__PURE__ */ {
      toString: null
    }.propertyIsEnumerable("toString");
    var nonEnumerableProps = ["constructor", "valueOf", "isPrototypeOf", "toString", "propertyIsEnumerable", "hasOwnProperty", "toLocaleString"];
    var hasArgsEnumBug = /* @__PURE__ */ (function() {
      "use strict";
      return arguments.propertyIsEnumerable("length");
    })();
    var contains = function contains2(list, item) {
      var idx = 0;
      while (idx < list.length) {
        if (list[idx] === item) {
          return true;
        }
        idx += 1;
      }
      return false;
    };
    var keys = typeof Object.keys === "function" && !hasArgsEnumBug ? /* @__PURE__ */ _curry1(function keys2(obj) {
      return Object(obj) !== obj ? [] : Object.keys(obj);
    }) : /* @__PURE__ */ _curry1(function keys2(obj) {
      if (Object(obj) !== obj) {
        return [];
      }
      var prop, nIdx;
      var ks = [];
      var checkArgsLength = hasArgsEnumBug && _isArguments(obj);
      for (prop in obj) {
        if (_has(prop, obj) && (!checkArgsLength || prop !== "length")) {
          ks[ks.length] = prop;
        }
      }
      if (hasEnumBug) {
        nIdx = nonEnumerableProps.length - 1;
        while (nIdx >= 0) {
          prop = nonEnumerableProps[nIdx];
          if (_has(prop, obj) && !contains(ks, prop)) {
            ks[ks.length] = prop;
          }
          nIdx -= 1;
        }
      }
      return ks;
    });
    module2.exports = keys;
  }
});

// node_modules/ramda/src/type.js
var require_type = __commonJS({
  "node_modules/ramda/src/type.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var type = /* @__PURE__ */ _curry1(function type2(val) {
      return val === null ? "Null" : val === void 0 ? "Undefined" : Object.prototype.toString.call(val).slice(8, -1);
    });
    module2.exports = type;
  }
});

// node_modules/ramda/src/internal/_equals.js
var require_equals = __commonJS({
  "node_modules/ramda/src/internal/_equals.js"(exports2, module2) {
    var _arrayFromIterator = require_arrayFromIterator();
    var _includesWith = require_includesWith();
    var _functionName = require_functionName();
    var _has = require_has();
    var _objectIs = require_objectIs();
    var keys = require_keys();
    var type = require_type();
    function _uniqContentEquals(aIterator, bIterator, stackA, stackB) {
      var a = _arrayFromIterator(aIterator);
      var b = _arrayFromIterator(bIterator);
      function eq(_a, _b) {
        return _equals(_a, _b, stackA.slice(), stackB.slice());
      }
      return !_includesWith(function(b2, aItem) {
        return !_includesWith(eq, aItem, b2);
      }, b, a);
    }
    function _equals(a, b, stackA, stackB) {
      if (_objectIs(a, b)) {
        return true;
      }
      var typeA = type(a);
      if (typeA !== type(b)) {
        return false;
      }
      if (typeof a["fantasy-land/equals"] === "function" || typeof b["fantasy-land/equals"] === "function") {
        return typeof a["fantasy-land/equals"] === "function" && a["fantasy-land/equals"](b) && typeof b["fantasy-land/equals"] === "function" && b["fantasy-land/equals"](a);
      }
      if (typeof a.equals === "function" || typeof b.equals === "function") {
        return typeof a.equals === "function" && a.equals(b) && typeof b.equals === "function" && b.equals(a);
      }
      switch (typeA) {
        case "Arguments":
        case "Array":
        case "Object":
          if (typeof a.constructor === "function" && _functionName(a.constructor) === "Promise") {
            return a === b;
          }
          break;
        case "Boolean":
        case "Number":
        case "String":
          if (!(typeof a === typeof b && _objectIs(a.valueOf(), b.valueOf()))) {
            return false;
          }
          break;
        case "Date":
          if (!_objectIs(a.valueOf(), b.valueOf())) {
            return false;
          }
          break;
        case "Error":
          return a.name === b.name && a.message === b.message;
        case "RegExp":
          if (!(a.source === b.source && a.global === b.global && a.ignoreCase === b.ignoreCase && a.multiline === b.multiline && a.sticky === b.sticky && a.unicode === b.unicode)) {
            return false;
          }
          break;
      }
      var idx = stackA.length - 1;
      while (idx >= 0) {
        if (stackA[idx] === a) {
          return stackB[idx] === b;
        }
        idx -= 1;
      }
      switch (typeA) {
        case "Map":
          if (a.size !== b.size) {
            return false;
          }
          return _uniqContentEquals(a.entries(), b.entries(), stackA.concat([a]), stackB.concat([b]));
        case "Set":
          if (a.size !== b.size) {
            return false;
          }
          return _uniqContentEquals(a.values(), b.values(), stackA.concat([a]), stackB.concat([b]));
        case "Arguments":
        case "Array":
        case "Object":
        case "Boolean":
        case "Number":
        case "String":
        case "Date":
        case "Error":
        case "RegExp":
        case "Int8Array":
        case "Uint8Array":
        case "Uint8ClampedArray":
        case "Int16Array":
        case "Uint16Array":
        case "Int32Array":
        case "Uint32Array":
        case "Float32Array":
        case "Float64Array":
        case "ArrayBuffer":
          break;
        default:
          return false;
      }
      var keysA = keys(a);
      if (keysA.length !== keys(b).length) {
        return false;
      }
      var extendedStackA = stackA.concat([a]);
      var extendedStackB = stackB.concat([b]);
      idx = keysA.length - 1;
      while (idx >= 0) {
        var key = keysA[idx];
        if (!(_has(key, b) && _equals(b[key], a[key], extendedStackA, extendedStackB))) {
          return false;
        }
        idx -= 1;
      }
      return true;
    }
    module2.exports = _equals;
  }
});

// node_modules/ramda/src/equals.js
var require_equals2 = __commonJS({
  "node_modules/ramda/src/equals.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _equals = require_equals();
    var equals = /* @__PURE__ */ _curry2(function equals2(a, b) {
      return _equals(a, b, [], []);
    });
    module2.exports = equals;
  }
});

// node_modules/ramda/src/internal/_indexOf.js
var require_indexOf = __commonJS({
  "node_modules/ramda/src/internal/_indexOf.js"(exports2, module2) {
    var equals = require_equals2();
    function _indexOf(list, a, idx) {
      var inf, item;
      if (typeof list.indexOf === "function") {
        switch (typeof a) {
          case "number":
            if (a === 0) {
              inf = 1 / a;
              while (idx < list.length) {
                item = list[idx];
                if (item === 0 && 1 / item === inf) {
                  return idx;
                }
                idx += 1;
              }
              return -1;
            } else if (a !== a) {
              while (idx < list.length) {
                item = list[idx];
                if (typeof item === "number" && item !== item) {
                  return idx;
                }
                idx += 1;
              }
              return -1;
            }
            return list.indexOf(a, idx);
          // all these types can utilise Set
          case "string":
          case "boolean":
          case "function":
          case "undefined":
            return list.indexOf(a, idx);
          case "object":
            if (a === null) {
              return list.indexOf(a, idx);
            }
        }
      }
      while (idx < list.length) {
        if (equals(list[idx], a)) {
          return idx;
        }
        idx += 1;
      }
      return -1;
    }
    module2.exports = _indexOf;
  }
});

// node_modules/ramda/src/internal/_includes.js
var require_includes = __commonJS({
  "node_modules/ramda/src/internal/_includes.js"(exports2, module2) {
    var _indexOf = require_indexOf();
    function _includes(a, list) {
      return _indexOf(list, a, 0) >= 0;
    }
    module2.exports = _includes;
  }
});

// node_modules/ramda/src/internal/_map.js
var require_map = __commonJS({
  "node_modules/ramda/src/internal/_map.js"(exports2, module2) {
    function _map(fn, functor) {
      var idx = 0;
      var len = functor.length;
      var result = Array(len);
      while (idx < len) {
        result[idx] = fn(functor[idx]);
        idx += 1;
      }
      return result;
    }
    module2.exports = _map;
  }
});

// node_modules/ramda/src/internal/_quote.js
var require_quote = __commonJS({
  "node_modules/ramda/src/internal/_quote.js"(exports2, module2) {
    function _quote(s) {
      var escaped = s.replace(/\\/g, "\\\\").replace(/[\b]/g, "\\b").replace(/\f/g, "\\f").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t").replace(/\v/g, "\\v").replace(/\0/g, "\\0");
      return '"' + escaped.replace(/"/g, '\\"') + '"';
    }
    module2.exports = _quote;
  }
});

// node_modules/ramda/src/internal/_toISOString.js
var require_toISOString = __commonJS({
  "node_modules/ramda/src/internal/_toISOString.js"(exports2, module2) {
    var pad = function pad2(n) {
      return (n < 10 ? "0" : "") + n;
    };
    var _toISOString = typeof Date.prototype.toISOString === "function" ? function _toISOString2(d) {
      return d.toISOString();
    } : function _toISOString2(d) {
      return d.getUTCFullYear() + "-" + pad(d.getUTCMonth() + 1) + "-" + pad(d.getUTCDate()) + "T" + pad(d.getUTCHours()) + ":" + pad(d.getUTCMinutes()) + ":" + pad(d.getUTCSeconds()) + "." + (d.getUTCMilliseconds() / 1e3).toFixed(3).slice(2, 5) + "Z";
    };
    module2.exports = _toISOString;
  }
});

// node_modules/ramda/src/internal/_complement.js
var require_complement = __commonJS({
  "node_modules/ramda/src/internal/_complement.js"(exports2, module2) {
    function _complement(f) {
      return function() {
        return !f.apply(this, arguments);
      };
    }
    module2.exports = _complement;
  }
});

// node_modules/ramda/src/internal/_arrayReduce.js
var require_arrayReduce = __commonJS({
  "node_modules/ramda/src/internal/_arrayReduce.js"(exports2, module2) {
    function _arrayReduce(reducer, acc, list) {
      var index = 0;
      var length = list.length;
      while (index < length) {
        acc = reducer(acc, list[index]);
        index += 1;
      }
      return acc;
    }
    module2.exports = _arrayReduce;
  }
});

// node_modules/ramda/src/internal/_filter.js
var require_filter = __commonJS({
  "node_modules/ramda/src/internal/_filter.js"(exports2, module2) {
    function _filter(fn, list) {
      var idx = 0;
      var len = list.length;
      var result = [];
      while (idx < len) {
        if (fn(list[idx])) {
          result[result.length] = list[idx];
        }
        idx += 1;
      }
      return result;
    }
    module2.exports = _filter;
  }
});

// node_modules/ramda/src/internal/_filterMap.js
var require_filterMap = __commonJS({
  "node_modules/ramda/src/internal/_filterMap.js"(exports2, module2) {
    function _filterMap(fn, map) {
      var result = /* @__PURE__ */ new Map();
      var iterator = map.entries();
      var current2 = iterator.next();
      while (!current2.done) {
        if (fn(current2.value[1])) {
          result.set(current2.value[0], current2.value[1]);
        }
        current2 = iterator.next();
      }
      return result;
    }
    module2.exports = _filterMap;
  }
});

// node_modules/ramda/src/internal/_isMap.js
var require_isMap = __commonJS({
  "node_modules/ramda/src/internal/_isMap.js"(exports2, module2) {
    function _isMap(x) {
      return Object.prototype.toString.call(x) === "[object Map]";
    }
    module2.exports = _isMap;
  }
});

// node_modules/ramda/src/internal/_isObject.js
var require_isObject = __commonJS({
  "node_modules/ramda/src/internal/_isObject.js"(exports2, module2) {
    function _isObject(x) {
      return Object.prototype.toString.call(x) === "[object Object]";
    }
    module2.exports = _isObject;
  }
});

// node_modules/ramda/src/internal/_xfilter.js
var require_xfilter = __commonJS({
  "node_modules/ramda/src/internal/_xfilter.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XFilter = /* @__PURE__ */ (function() {
      function XFilter2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XFilter2.prototype["@@transducer/init"] = _xfBase.init;
      XFilter2.prototype["@@transducer/result"] = _xfBase.result;
      XFilter2.prototype["@@transducer/step"] = function(result, input) {
        return this.f(input) ? this.xf["@@transducer/step"](result, input) : result;
      };
      return XFilter2;
    })();
    function _xfilter(f) {
      return function(xf) {
        return new XFilter(f, xf);
      };
    }
    module2.exports = _xfilter;
  }
});

// node_modules/ramda/src/filter.js
var require_filter2 = __commonJS({
  "node_modules/ramda/src/filter.js"(exports2, module2) {
    var _arrayReduce = require_arrayReduce();
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _filter = require_filter();
    var _filterMap = require_filterMap();
    var _isMap = require_isMap();
    var _isObject = require_isObject();
    var _xfilter = require_xfilter();
    var keys = require_keys();
    var filter = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["fantasy-land/filter", "filter"], _xfilter, function(pred, filterable) {
      return _isObject(filterable) ? _arrayReduce(function(acc, key) {
        if (pred(filterable[key])) {
          acc[key] = filterable[key];
        }
        return acc;
      }, {}, keys(filterable)) : _isMap(filterable) ? _filterMap(pred, filterable) : (
        // else
        _filter(pred, filterable)
      );
    }));
    module2.exports = filter;
  }
});

// node_modules/ramda/src/reject.js
var require_reject = __commonJS({
  "node_modules/ramda/src/reject.js"(exports2, module2) {
    var _complement = require_complement();
    var _curry2 = require_curry2();
    var filter = require_filter2();
    var reject = /* @__PURE__ */ _curry2(function reject2(pred, filterable) {
      return filter(_complement(pred), filterable);
    });
    module2.exports = reject;
  }
});

// node_modules/ramda/src/internal/_toString.js
var require_toString = __commonJS({
  "node_modules/ramda/src/internal/_toString.js"(exports2, module2) {
    var _includes = require_includes();
    var _map = require_map();
    var _quote = require_quote();
    var _toISOString = require_toISOString();
    var keys = require_keys();
    var reject = require_reject();
    function _toString(x, seen) {
      var recur = function recur2(y) {
        var xs = seen.concat([x]);
        return _includes(y, xs) ? "<Circular>" : _toString(y, xs);
      };
      var mapPairs = function(obj, keys2) {
        return _map(function(k) {
          return _quote(k) + ": " + recur(obj[k]);
        }, keys2.slice().sort());
      };
      switch (Object.prototype.toString.call(x)) {
        case "[object Arguments]":
          return "(function() { return arguments; }(" + _map(recur, x).join(", ") + "))";
        case "[object Array]":
          return "[" + _map(recur, x).concat(mapPairs(x, reject(function(k) {
            return /^\d+$/.test(k);
          }, keys(x)))).join(", ") + "]";
        case "[object Boolean]":
          return typeof x === "object" ? "new Boolean(" + recur(x.valueOf()) + ")" : x.toString();
        case "[object Date]":
          return "new Date(" + (isNaN(x.valueOf()) ? recur(NaN) : _quote(_toISOString(x))) + ")";
        case "[object Map]":
          return "new Map(" + recur(Array.from(x)) + ")";
        case "[object Null]":
          return "null";
        case "[object Number]":
          return typeof x === "object" ? "new Number(" + recur(x.valueOf()) + ")" : 1 / x === -Infinity ? "-0" : x.toString(10);
        case "[object Set]":
          return "new Set(" + recur(Array.from(x).sort()) + ")";
        case "[object String]":
          return typeof x === "object" ? "new String(" + recur(x.valueOf()) + ")" : _quote(x);
        case "[object Undefined]":
          return "undefined";
        default:
          if (typeof x.toString === "function") {
            var repr = x.toString();
            if (repr !== "[object Object]") {
              return repr;
            }
          }
          return "{" + mapPairs(x, keys(x)).join(", ") + "}";
      }
    }
    module2.exports = _toString;
  }
});

// node_modules/ramda/src/toString.js
var require_toString2 = __commonJS({
  "node_modules/ramda/src/toString.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _toString = require_toString();
    var toString = /* @__PURE__ */ _curry1(function toString2(val) {
      return _toString(val, []);
    });
    module2.exports = toString;
  }
});

// node_modules/ramda/src/max.js
var require_max = __commonJS({
  "node_modules/ramda/src/max.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var toString = require_toString2();
    var max = /* @__PURE__ */ _curry2(function max2(a, b) {
      if (a === b) {
        return b;
      }
      function safeMax(x, y) {
        if (x > y !== y > x) {
          return y > x ? y : x;
        }
        return void 0;
      }
      var maxByValue = safeMax(a, b);
      if (maxByValue !== void 0) {
        return maxByValue;
      }
      var maxByType = safeMax(typeof a, typeof b);
      if (maxByType !== void 0) {
        return maxByType === typeof a ? a : b;
      }
      var stringA = toString(a);
      var maxByStringValue = safeMax(stringA, toString(b));
      if (maxByStringValue !== void 0) {
        return maxByStringValue === stringA ? a : b;
      }
      return b;
    });
    module2.exports = max;
  }
});

// node_modules/ramda/src/internal/_xmap.js
var require_xmap = __commonJS({
  "node_modules/ramda/src/internal/_xmap.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XMap = /* @__PURE__ */ (function() {
      function XMap2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XMap2.prototype["@@transducer/init"] = _xfBase.init;
      XMap2.prototype["@@transducer/result"] = _xfBase.result;
      XMap2.prototype["@@transducer/step"] = function(result, input) {
        return this.xf["@@transducer/step"](result, this.f(input));
      };
      return XMap2;
    })();
    var _xmap = function _xmap2(f) {
      return function(xf) {
        return new XMap(f, xf);
      };
    };
    module2.exports = _xmap;
  }
});

// node_modules/ramda/src/map.js
var require_map2 = __commonJS({
  "node_modules/ramda/src/map.js"(exports2, module2) {
    var _arrayReduce = require_arrayReduce();
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _map = require_map();
    var _xmap = require_xmap();
    var curryN = require_curryN2();
    var keys = require_keys();
    var map = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["fantasy-land/map", "map"], _xmap, function map2(fn, functor) {
      switch (Object.prototype.toString.call(functor)) {
        case "[object Function]":
          return curryN(functor.length, function() {
            return fn.call(this, functor.apply(this, arguments));
          });
        case "[object Object]":
          return _arrayReduce(function(acc, key) {
            acc[key] = fn(functor[key]);
            return acc;
          }, {}, keys(functor));
        default:
          return _map(fn, functor);
      }
    }));
    module2.exports = map;
  }
});

// node_modules/ramda/src/internal/_isInteger.js
var require_isInteger = __commonJS({
  "node_modules/ramda/src/internal/_isInteger.js"(exports2, module2) {
    module2.exports = Number.isInteger || function _isInteger(n) {
      return n << 0 === n;
    };
  }
});

// node_modules/ramda/src/internal/_nth.js
var require_nth = __commonJS({
  "node_modules/ramda/src/internal/_nth.js"(exports2, module2) {
    function _nth(offset, list) {
      var idx = offset < 0 ? list.length + offset : offset;
      return list[idx];
    }
    module2.exports = _nth;
  }
});

// node_modules/ramda/src/internal/_prop.js
var require_prop = __commonJS({
  "node_modules/ramda/src/internal/_prop.js"(exports2, module2) {
    var _isInteger = require_isInteger();
    var _nth = require_nth();
    function _prop(p, obj) {
      if (obj == null) {
        return;
      }
      return _isInteger(p) ? _nth(p, obj) : obj[p];
    }
    module2.exports = _prop;
  }
});

// node_modules/ramda/src/prop.js
var require_prop2 = __commonJS({
  "node_modules/ramda/src/prop.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _prop = require_prop();
    var prop = /* @__PURE__ */ _curry2(_prop);
    module2.exports = prop;
  }
});

// node_modules/ramda/src/pluck.js
var require_pluck = __commonJS({
  "node_modules/ramda/src/pluck.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var map = require_map2();
    var prop = require_prop2();
    var pluck = /* @__PURE__ */ _curry2(function pluck2(p, list) {
      return map(prop(p), list);
    });
    module2.exports = pluck;
  }
});

// node_modules/ramda/src/internal/_isString.js
var require_isString = __commonJS({
  "node_modules/ramda/src/internal/_isString.js"(exports2, module2) {
    function _isString(x) {
      return Object.prototype.toString.call(x) === "[object String]";
    }
    module2.exports = _isString;
  }
});

// node_modules/ramda/src/internal/_isArrayLike.js
var require_isArrayLike = __commonJS({
  "node_modules/ramda/src/internal/_isArrayLike.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isArray = require_isArray();
    var _isString = require_isString();
    var _isArrayLike = /* @__PURE__ */ _curry1(function isArrayLike(x) {
      if (_isArray(x)) {
        return true;
      }
      if (!x) {
        return false;
      }
      if (typeof x !== "object") {
        return false;
      }
      if (_isString(x)) {
        return false;
      }
      if (x.length === 0) {
        return true;
      }
      if (x.length > 0) {
        return x.hasOwnProperty(0) && x.hasOwnProperty(x.length - 1);
      }
      return false;
    });
    module2.exports = _isArrayLike;
  }
});

// node_modules/ramda/src/internal/_createReduce.js
var require_createReduce = __commonJS({
  "node_modules/ramda/src/internal/_createReduce.js"(exports2, module2) {
    var _isArrayLike = require_isArrayLike();
    var symIterator = typeof Symbol !== "undefined" ? Symbol.iterator : "@@iterator";
    function _createReduce(arrayReduce, methodReduce, iterableReduce) {
      return function _reduce(xf, acc, list) {
        if (_isArrayLike(list)) {
          return arrayReduce(xf, acc, list);
        }
        if (list == null) {
          return acc;
        }
        if (typeof list["fantasy-land/reduce"] === "function") {
          return methodReduce(xf, acc, list, "fantasy-land/reduce");
        }
        if (list[symIterator] != null) {
          return iterableReduce(xf, acc, list[symIterator]());
        }
        if (typeof list.next === "function") {
          return iterableReduce(xf, acc, list);
        }
        if (typeof list.reduce === "function") {
          return methodReduce(xf, acc, list, "reduce");
        }
        throw new TypeError("reduce: list must be array or iterable");
      };
    }
    module2.exports = _createReduce;
  }
});

// node_modules/ramda/src/internal/_xArrayReduce.js
var require_xArrayReduce = __commonJS({
  "node_modules/ramda/src/internal/_xArrayReduce.js"(exports2, module2) {
    function _xArrayReduce(xf, acc, list) {
      var idx = 0;
      var len = list.length;
      while (idx < len) {
        acc = xf["@@transducer/step"](acc, list[idx]);
        if (acc && acc["@@transducer/reduced"]) {
          acc = acc["@@transducer/value"];
          break;
        }
        idx += 1;
      }
      return xf["@@transducer/result"](acc);
    }
    module2.exports = _xArrayReduce;
  }
});

// node_modules/ramda/src/bind.js
var require_bind = __commonJS({
  "node_modules/ramda/src/bind.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry2 = require_curry2();
    var bind = /* @__PURE__ */ _curry2(function bind2(fn, thisObj) {
      return _arity(fn.length, function() {
        return fn.apply(thisObj, arguments);
      });
    });
    module2.exports = bind;
  }
});

// node_modules/ramda/src/internal/_xReduce.js
var require_xReduce = __commonJS({
  "node_modules/ramda/src/internal/_xReduce.js"(exports2, module2) {
    var _createReduce = require_createReduce();
    var _xArrayReduce = require_xArrayReduce();
    var bind = require_bind();
    function _xIterableReduce(xf, acc, iter) {
      var step = iter.next();
      while (!step.done) {
        acc = xf["@@transducer/step"](acc, step.value);
        if (acc && acc["@@transducer/reduced"]) {
          acc = acc["@@transducer/value"];
          break;
        }
        step = iter.next();
      }
      return xf["@@transducer/result"](acc);
    }
    function _xMethodReduce(xf, acc, obj, methodName) {
      return xf["@@transducer/result"](obj[methodName](bind(xf["@@transducer/step"], xf), acc));
    }
    var _xReduce = /* @__PURE__ */ _createReduce(_xArrayReduce, _xMethodReduce, _xIterableReduce);
    module2.exports = _xReduce;
  }
});

// node_modules/ramda/src/internal/_xwrap.js
var require_xwrap = __commonJS({
  "node_modules/ramda/src/internal/_xwrap.js"(exports2, module2) {
    var XWrap = /* @__PURE__ */ (function() {
      function XWrap2(fn) {
        this.f = fn;
      }
      XWrap2.prototype["@@transducer/init"] = function() {
        throw new Error("init not implemented on XWrap");
      };
      XWrap2.prototype["@@transducer/result"] = function(acc) {
        return acc;
      };
      XWrap2.prototype["@@transducer/step"] = function(acc, x) {
        return this.f(acc, x);
      };
      return XWrap2;
    })();
    function _xwrap(fn) {
      return new XWrap(fn);
    }
    module2.exports = _xwrap;
  }
});

// node_modules/ramda/src/reduce.js
var require_reduce = __commonJS({
  "node_modules/ramda/src/reduce.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _xReduce = require_xReduce();
    var _xwrap = require_xwrap();
    var reduce = /* @__PURE__ */ _curry3(function(xf, acc, list) {
      return _xReduce(typeof xf === "function" ? _xwrap(xf) : xf, acc, list);
    });
    module2.exports = reduce;
  }
});

// node_modules/ramda/src/allPass.js
var require_allPass = __commonJS({
  "node_modules/ramda/src/allPass.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var max = require_max();
    var pluck = require_pluck();
    var reduce = require_reduce();
    var allPass = /* @__PURE__ */ _curry1(function allPass2(preds) {
      return curryN(reduce(max, 0, pluck("length", preds)), function() {
        var idx = 0;
        var len = preds.length;
        while (idx < len) {
          if (!preds[idx].apply(this, arguments)) {
            return false;
          }
          idx += 1;
        }
        return true;
      });
    });
    module2.exports = allPass;
  }
});

// node_modules/ramda/src/always.js
var require_always = __commonJS({
  "node_modules/ramda/src/always.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var always = /* @__PURE__ */ _curry1(function always2(val) {
      return function() {
        return val;
      };
    });
    module2.exports = always;
  }
});

// node_modules/ramda/src/and.js
var require_and = __commonJS({
  "node_modules/ramda/src/and.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var and = /* @__PURE__ */ _curry2(function and2(a, b) {
      return a && b;
    });
    module2.exports = and;
  }
});

// node_modules/ramda/src/internal/_xany.js
var require_xany = __commonJS({
  "node_modules/ramda/src/internal/_xany.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XAny = /* @__PURE__ */ (function() {
      function XAny2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.any = false;
      }
      XAny2.prototype["@@transducer/init"] = _xfBase.init;
      XAny2.prototype["@@transducer/result"] = function(result) {
        if (!this.any) {
          result = this.xf["@@transducer/step"](result, false);
        }
        return this.xf["@@transducer/result"](result);
      };
      XAny2.prototype["@@transducer/step"] = function(result, input) {
        if (this.f(input)) {
          this.any = true;
          result = _reduced(this.xf["@@transducer/step"](result, true));
        }
        return result;
      };
      return XAny2;
    })();
    function _xany(f) {
      return function(xf) {
        return new XAny(f, xf);
      };
    }
    module2.exports = _xany;
  }
});

// node_modules/ramda/src/any.js
var require_any = __commonJS({
  "node_modules/ramda/src/any.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xany = require_xany();
    var any = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["any"], _xany, function any2(fn, list) {
      var idx = 0;
      while (idx < list.length) {
        if (fn(list[idx])) {
          return true;
        }
        idx += 1;
      }
      return false;
    }));
    module2.exports = any;
  }
});

// node_modules/ramda/src/anyPass.js
var require_anyPass = __commonJS({
  "node_modules/ramda/src/anyPass.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var max = require_max();
    var pluck = require_pluck();
    var reduce = require_reduce();
    var anyPass = /* @__PURE__ */ _curry1(function anyPass2(preds) {
      return curryN(reduce(max, 0, pluck("length", preds)), function() {
        var idx = 0;
        var len = preds.length;
        while (idx < len) {
          if (preds[idx].apply(this, arguments)) {
            return true;
          }
          idx += 1;
        }
        return false;
      });
    });
    module2.exports = anyPass;
  }
});

// node_modules/ramda/src/internal/_reduce.js
var require_reduce2 = __commonJS({
  "node_modules/ramda/src/internal/_reduce.js"(exports2, module2) {
    var _arrayReduce = require_arrayReduce();
    var _createReduce = require_createReduce();
    function _iterableReduce(reducer, acc, iter) {
      var step = iter.next();
      while (!step.done) {
        acc = reducer(acc, step.value);
        step = iter.next();
      }
      return acc;
    }
    function _methodReduce(reducer, acc, obj, methodName) {
      return obj[methodName](reducer, acc);
    }
    var _reduce = /* @__PURE__ */ _createReduce(_arrayReduce, _methodReduce, _iterableReduce);
    module2.exports = _reduce;
  }
});

// node_modules/ramda/src/ap.js
var require_ap = __commonJS({
  "node_modules/ramda/src/ap.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry2 = require_curry2();
    var _reduce = require_reduce2();
    var map = require_map2();
    var ap = /* @__PURE__ */ _curry2(function ap2(applyF, applyX) {
      return typeof applyX["fantasy-land/ap"] === "function" ? applyX["fantasy-land/ap"](applyF) : typeof applyF.ap === "function" ? applyF.ap(applyX) : typeof applyF === "function" ? function(x) {
        return applyF(x)(applyX(x));
      } : _reduce(function(acc, f) {
        return _concat(acc, map(f, applyX));
      }, [], applyF);
    });
    module2.exports = ap;
  }
});

// node_modules/ramda/src/internal/_aperture.js
var require_aperture = __commonJS({
  "node_modules/ramda/src/internal/_aperture.js"(exports2, module2) {
    function _aperture(n, list) {
      var idx = 0;
      var limit = list.length - (n - 1);
      var acc = new Array(limit >= 0 ? limit : 0);
      while (idx < limit) {
        acc[idx] = Array.prototype.slice.call(list, idx, idx + n);
        idx += 1;
      }
      return acc;
    }
    module2.exports = _aperture;
  }
});

// node_modules/ramda/src/internal/_xaperture.js
var require_xaperture = __commonJS({
  "node_modules/ramda/src/internal/_xaperture.js"(exports2, module2) {
    var _concat = require_concat();
    var _xfBase = require_xfBase();
    var XAperture = /* @__PURE__ */ (function() {
      function XAperture2(n, xf) {
        this.xf = xf;
        this.pos = 0;
        this.full = false;
        this.acc = new Array(n);
      }
      XAperture2.prototype["@@transducer/init"] = _xfBase.init;
      XAperture2.prototype["@@transducer/result"] = function(result) {
        this.acc = null;
        return this.xf["@@transducer/result"](result);
      };
      XAperture2.prototype["@@transducer/step"] = function(result, input) {
        this.store(input);
        return this.full ? this.xf["@@transducer/step"](result, this.getCopy()) : result;
      };
      XAperture2.prototype.store = function(input) {
        this.acc[this.pos] = input;
        this.pos += 1;
        if (this.pos === this.acc.length) {
          this.pos = 0;
          this.full = true;
        }
      };
      XAperture2.prototype.getCopy = function() {
        return _concat(Array.prototype.slice.call(this.acc, this.pos), Array.prototype.slice.call(this.acc, 0, this.pos));
      };
      return XAperture2;
    })();
    function _xaperture(n) {
      return function(xf) {
        return new XAperture(n, xf);
      };
    }
    module2.exports = _xaperture;
  }
});

// node_modules/ramda/src/aperture.js
var require_aperture2 = __commonJS({
  "node_modules/ramda/src/aperture.js"(exports2, module2) {
    var _aperture = require_aperture();
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xaperture = require_xaperture();
    var aperture = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xaperture, _aperture));
    module2.exports = aperture;
  }
});

// node_modules/ramda/src/append.js
var require_append = __commonJS({
  "node_modules/ramda/src/append.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry2 = require_curry2();
    var append = /* @__PURE__ */ _curry2(function append2(el, list) {
      return _concat(list, [el]);
    });
    module2.exports = append;
  }
});

// node_modules/ramda/src/apply.js
var require_apply = __commonJS({
  "node_modules/ramda/src/apply.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var apply = /* @__PURE__ */ _curry2(function apply2(fn, args) {
      return fn.apply(this, args);
    });
    module2.exports = apply;
  }
});

// node_modules/ramda/src/values.js
var require_values = __commonJS({
  "node_modules/ramda/src/values.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var keys = require_keys();
    var values = /* @__PURE__ */ _curry1(function values2(obj) {
      var props = keys(obj);
      var len = props.length;
      var vals = [];
      var idx = 0;
      while (idx < len) {
        vals[idx] = obj[props[idx]];
        idx += 1;
      }
      return vals;
    });
    module2.exports = values;
  }
});

// node_modules/ramda/src/applySpec.js
var require_applySpec = __commonJS({
  "node_modules/ramda/src/applySpec.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isArray = require_isArray();
    var apply = require_apply();
    var curryN = require_curryN2();
    var max = require_max();
    var pluck = require_pluck();
    var reduce = require_reduce();
    var keys = require_keys();
    var values = require_values();
    function mapValues(fn, obj) {
      return _isArray(obj) ? obj.map(fn) : keys(obj).reduce(function(acc, key) {
        acc[key] = fn(obj[key]);
        return acc;
      }, {});
    }
    var applySpec = /* @__PURE__ */ _curry1(function applySpec2(spec) {
      spec = mapValues(function(v) {
        return typeof v == "function" ? v : applySpec2(v);
      }, spec);
      return curryN(reduce(max, 0, pluck("length", values(spec))), function() {
        var args = arguments;
        return mapValues(function(f) {
          return apply(f, args);
        }, spec);
      });
    });
    module2.exports = applySpec;
  }
});

// node_modules/ramda/src/applyTo.js
var require_applyTo = __commonJS({
  "node_modules/ramda/src/applyTo.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var applyTo = /* @__PURE__ */ _curry2(function applyTo2(x, f) {
      return f(x);
    });
    module2.exports = applyTo;
  }
});

// node_modules/ramda/src/ascend.js
var require_ascend = __commonJS({
  "node_modules/ramda/src/ascend.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var ascend = /* @__PURE__ */ _curry3(function ascend2(fn, a, b) {
      var aa = fn(a);
      var bb = fn(b);
      return aa < bb ? -1 : aa > bb ? 1 : 0;
    });
    module2.exports = ascend;
  }
});

// node_modules/ramda/src/curry.js
var require_curry = __commonJS({
  "node_modules/ramda/src/curry.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var curry = /* @__PURE__ */ _curry1(function curry2(fn) {
      return curryN(fn.length, fn);
    });
    module2.exports = curry;
  }
});

// node_modules/ramda/src/ascendNatural.js
var require_ascendNatural = __commonJS({
  "node_modules/ramda/src/ascendNatural.js"(exports2, module2) {
    var curry = require_curry();
    var ascendNatural = /* @__PURE__ */ curry(function ascendNatural2(locales, fn, a, b) {
      const aa = fn(a);
      const bb = fn(b);
      return aa.localeCompare(bb, locales, {
        numeric: true
      });
    });
    module2.exports = ascendNatural;
  }
});

// node_modules/ramda/src/internal/_assoc.js
var require_assoc = __commonJS({
  "node_modules/ramda/src/internal/_assoc.js"(exports2, module2) {
    var _isArray = require_isArray();
    var _isInteger = require_isInteger();
    function _assoc(prop, val, obj) {
      if (_isInteger(prop) && _isArray(obj)) {
        var _idx = prop < 0 ? obj.length + prop : prop;
        var arr = [].concat(obj);
        arr[_idx] = val;
        return arr;
      }
      var result = {};
      for (var p in obj) {
        result[p] = obj[p];
      }
      result[prop] = val;
      return result;
    }
    module2.exports = _assoc;
  }
});

// node_modules/ramda/src/isNil.js
var require_isNil = __commonJS({
  "node_modules/ramda/src/isNil.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var isNil = /* @__PURE__ */ _curry1(function isNil2(x) {
      return x == null;
    });
    module2.exports = isNil;
  }
});

// node_modules/ramda/src/assocPath.js
var require_assocPath = __commonJS({
  "node_modules/ramda/src/assocPath.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _isInteger = require_isInteger();
    var _assoc = require_assoc();
    var isNil = require_isNil();
    var _prop = require_prop();
    var assocPath = /* @__PURE__ */ _curry3(function assocPath2(path, val, obj) {
      if (path.length === 0) {
        return val;
      }
      var idx = path[0];
      if (path.length > 1) {
        var nextObj = _prop(idx, obj);
        if (isNil(nextObj) || typeof nextObj !== "object") {
          nextObj = _isInteger(path[1]) ? [] : {};
        }
        val = assocPath2(Array.prototype.slice.call(path, 1), val, nextObj);
      }
      return _assoc(idx, val, obj);
    });
    module2.exports = assocPath;
  }
});

// node_modules/ramda/src/assoc.js
var require_assoc2 = __commonJS({
  "node_modules/ramda/src/assoc.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var assocPath = require_assocPath();
    var assoc = /* @__PURE__ */ _curry3(function assoc2(prop, val, obj) {
      return assocPath([prop], val, obj);
    });
    module2.exports = assoc;
  }
});

// node_modules/ramda/src/nAry.js
var require_nAry = __commonJS({
  "node_modules/ramda/src/nAry.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var nAry = /* @__PURE__ */ _curry2(function nAry2(n, fn) {
      switch (n) {
        case 0:
          return function() {
            return fn.call(this);
          };
        case 1:
          return function(a0) {
            return fn.call(this, a0);
          };
        case 2:
          return function(a0, a1) {
            return fn.call(this, a0, a1);
          };
        case 3:
          return function(a0, a1, a2) {
            return fn.call(this, a0, a1, a2);
          };
        case 4:
          return function(a0, a1, a2, a3) {
            return fn.call(this, a0, a1, a2, a3);
          };
        case 5:
          return function(a0, a1, a2, a3, a4) {
            return fn.call(this, a0, a1, a2, a3, a4);
          };
        case 6:
          return function(a0, a1, a2, a3, a4, a5) {
            return fn.call(this, a0, a1, a2, a3, a4, a5);
          };
        case 7:
          return function(a0, a1, a2, a3, a4, a5, a6) {
            return fn.call(this, a0, a1, a2, a3, a4, a5, a6);
          };
        case 8:
          return function(a0, a1, a2, a3, a4, a5, a6, a7) {
            return fn.call(this, a0, a1, a2, a3, a4, a5, a6, a7);
          };
        case 9:
          return function(a0, a1, a2, a3, a4, a5, a6, a7, a8) {
            return fn.call(this, a0, a1, a2, a3, a4, a5, a6, a7, a8);
          };
        case 10:
          return function(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) {
            return fn.call(this, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
          };
        default:
          throw new Error("First argument to nAry must be a non-negative integer no greater than ten");
      }
    });
    module2.exports = nAry;
  }
});

// node_modules/ramda/src/binary.js
var require_binary = __commonJS({
  "node_modules/ramda/src/binary.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var nAry = require_nAry();
    var binary = /* @__PURE__ */ _curry1(function binary2(fn) {
      return nAry(2, fn);
    });
    module2.exports = binary;
  }
});

// node_modules/ramda/src/internal/_isFunction.js
var require_isFunction = __commonJS({
  "node_modules/ramda/src/internal/_isFunction.js"(exports2, module2) {
    function _isFunction(x) {
      var type = Object.prototype.toString.call(x);
      return type === "[object Function]" || type === "[object AsyncFunction]" || type === "[object GeneratorFunction]" || type === "[object AsyncGeneratorFunction]";
    }
    module2.exports = _isFunction;
  }
});

// node_modules/ramda/src/liftN.js
var require_liftN = __commonJS({
  "node_modules/ramda/src/liftN.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _arrayReduce = require_arrayReduce();
    var ap = require_ap();
    var curryN = require_curryN2();
    var map = require_map2();
    var liftN = /* @__PURE__ */ _curry2(function liftN2(arity, fn) {
      var lifted = curryN(arity, fn);
      return curryN(arity, function() {
        return _arrayReduce(ap, map(lifted, arguments[0]), Array.prototype.slice.call(arguments, 1));
      });
    });
    module2.exports = liftN;
  }
});

// node_modules/ramda/src/lift.js
var require_lift = __commonJS({
  "node_modules/ramda/src/lift.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var liftN = require_liftN();
    var lift = /* @__PURE__ */ _curry1(function lift2(fn) {
      return liftN(fn.length, fn);
    });
    module2.exports = lift;
  }
});

// node_modules/ramda/src/both.js
var require_both = __commonJS({
  "node_modules/ramda/src/both.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isFunction = require_isFunction();
    var and = require_and();
    var lift = require_lift();
    var both = /* @__PURE__ */ _curry2(function both2(f, g) {
      return _isFunction(f) ? function _both() {
        return f.apply(this, arguments) && g.apply(this, arguments);
      } : lift(and)(f, g);
    });
    module2.exports = both;
  }
});

// node_modules/ramda/src/call.js
var require_call = __commonJS({
  "node_modules/ramda/src/call.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var call = /* @__PURE__ */ _curry1(function call2(fn) {
      return fn.apply(this, Array.prototype.slice.call(arguments, 1));
    });
    module2.exports = call;
  }
});

// node_modules/ramda/src/internal/_makeFlat.js
var require_makeFlat = __commonJS({
  "node_modules/ramda/src/internal/_makeFlat.js"(exports2, module2) {
    var _isArrayLike = require_isArrayLike();
    function _makeFlat(recursive) {
      return function flatt(list) {
        var value, jlen, j;
        var result = [];
        var idx = 0;
        var ilen = list.length;
        while (idx < ilen) {
          if (_isArrayLike(list[idx])) {
            value = recursive ? flatt(list[idx]) : list[idx];
            j = 0;
            jlen = value.length;
            while (j < jlen) {
              result[result.length] = value[j];
              j += 1;
            }
          } else {
            result[result.length] = list[idx];
          }
          idx += 1;
        }
        return result;
      };
    }
    module2.exports = _makeFlat;
  }
});

// node_modules/ramda/src/internal/_forceReduced.js
var require_forceReduced = __commonJS({
  "node_modules/ramda/src/internal/_forceReduced.js"(exports2, module2) {
    function _forceReduced(x) {
      return {
        "@@transducer/value": x,
        "@@transducer/reduced": true
      };
    }
    module2.exports = _forceReduced;
  }
});

// node_modules/ramda/src/internal/_flatCat.js
var require_flatCat = __commonJS({
  "node_modules/ramda/src/internal/_flatCat.js"(exports2, module2) {
    var _forceReduced = require_forceReduced();
    var _isArrayLike = require_isArrayLike();
    var _xArrayReduce = require_xArrayReduce();
    var _xReduce = require_xReduce();
    var _xfBase = require_xfBase();
    var tInit = "@@transducer/init";
    var tStep = "@@transducer/step";
    var tResult = "@@transducer/result";
    var XPreservingReduced = /* @__PURE__ */ (function() {
      function XPreservingReduced2(xf) {
        this.xf = xf;
      }
      XPreservingReduced2.prototype[tInit] = _xfBase.init;
      XPreservingReduced2.prototype[tResult] = _xfBase.result;
      XPreservingReduced2.prototype[tStep] = function(result, input) {
        var ret = this.xf[tStep](result, input);
        return ret["@@transducer/reduced"] ? _forceReduced(ret) : ret;
      };
      return XPreservingReduced2;
    })();
    var XFlatCat = /* @__PURE__ */ (function() {
      function XFlatCat2(xf) {
        this.xf = new XPreservingReduced(xf);
      }
      XFlatCat2.prototype[tInit] = _xfBase.init;
      XFlatCat2.prototype[tResult] = _xfBase.result;
      XFlatCat2.prototype[tStep] = function(result, input) {
        return !_isArrayLike(input) ? _xArrayReduce(this.xf, result, [input]) : _xReduce(this.xf, result, input);
      };
      return XFlatCat2;
    })();
    var _flatCat = function _xcat(xf) {
      return new XFlatCat(xf);
    };
    module2.exports = _flatCat;
  }
});

// node_modules/ramda/src/internal/_xchain.js
var require_xchain = __commonJS({
  "node_modules/ramda/src/internal/_xchain.js"(exports2, module2) {
    var _flatCat = require_flatCat();
    var _xmap = require_xmap();
    function _xchain(f) {
      return function(xf) {
        return _xmap(f)(_flatCat(xf));
      };
    }
    module2.exports = _xchain;
  }
});

// node_modules/ramda/src/internal/_chain.js
var require_chain = __commonJS({
  "node_modules/ramda/src/internal/_chain.js"(exports2, module2) {
    var _dispatchable = require_dispatchable();
    var _makeFlat = require_makeFlat();
    var _xchain = require_xchain();
    var map = require_map2();
    module2.exports = /* @__PURE__ */ _dispatchable(["fantasy-land/chain", "chain"], _xchain, function chain(fn, monad) {
      if (typeof monad === "function") {
        return function(x) {
          return fn(monad(x))(x);
        };
      }
      return _makeFlat(false)(map(fn, monad));
    });
  }
});

// node_modules/ramda/src/chain.js
var require_chain2 = __commonJS({
  "node_modules/ramda/src/chain.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _chain = require_chain();
    var chain = /* @__PURE__ */ _curry2(_chain);
    module2.exports = chain;
  }
});

// node_modules/ramda/src/clamp.js
var require_clamp = __commonJS({
  "node_modules/ramda/src/clamp.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var clamp = /* @__PURE__ */ _curry3(function clamp2(min, max, value) {
      if (min > max) {
        throw new Error("min must not be greater than max in clamp(min, max, value)");
      }
      return value < min ? min : value > max ? max : value;
    });
    module2.exports = clamp;
  }
});

// node_modules/ramda/src/internal/_cloneRegExp.js
var require_cloneRegExp = __commonJS({
  "node_modules/ramda/src/internal/_cloneRegExp.js"(exports2, module2) {
    function _cloneRegExp(pattern) {
      return new RegExp(pattern.source, pattern.flags ? pattern.flags : (pattern.global ? "g" : "") + (pattern.ignoreCase ? "i" : "") + (pattern.multiline ? "m" : "") + (pattern.sticky ? "y" : "") + (pattern.unicode ? "u" : "") + (pattern.dotAll ? "s" : ""));
    }
    module2.exports = _cloneRegExp;
  }
});

// node_modules/ramda/src/internal/_clone.js
var require_clone = __commonJS({
  "node_modules/ramda/src/internal/_clone.js"(exports2, module2) {
    var _cloneRegExp = require_cloneRegExp();
    var type = require_type();
    function _clone(value, deep, map) {
      map || (map = new _ObjectMap());
      if (_isPrimitive(value)) {
        return value;
      }
      var copy3 = function copy4(copiedValue) {
        var cachedCopy = map.get(value);
        if (cachedCopy) {
          return cachedCopy;
        }
        map.set(value, copiedValue);
        for (var key in value) {
          if (Object.prototype.hasOwnProperty.call(value, key)) {
            copiedValue[key] = deep ? _clone(value[key], true, map) : value[key];
          }
        }
        return copiedValue;
      };
      switch (type(value)) {
        case "Object":
          return copy3(Object.create(Object.getPrototypeOf(value)));
        case "Array":
          return copy3(Array(value.length));
        case "Date":
          return new Date(value.valueOf());
        case "RegExp":
          return _cloneRegExp(value);
        case "Int8Array":
        case "Uint8Array":
        case "Uint8ClampedArray":
        case "Int16Array":
        case "Uint16Array":
        case "Int32Array":
        case "Uint32Array":
        case "Float32Array":
        case "Float64Array":
        case "BigInt64Array":
        case "BigUint64Array":
          return value.slice();
        default:
          return value;
      }
    }
    module2.exports = _clone;
    function _isPrimitive(param) {
      var type2 = typeof param;
      return param == null || type2 != "object" && type2 != "function";
    }
    var _ObjectMap = /* @__PURE__ */ (function() {
      function _ObjectMap2() {
        this.map = {};
        this.length = 0;
      }
      _ObjectMap2.prototype.set = function(key, value) {
        var hashedKey = this.hash(key);
        var bucket = this.map[hashedKey];
        if (!bucket) {
          this.map[hashedKey] = bucket = [];
        }
        bucket.push([key, value]);
        this.length += 1;
      };
      _ObjectMap2.prototype.hash = function(key) {
        var hashedKey = [];
        for (var value in key) {
          hashedKey.push(Object.prototype.toString.call(key[value]));
        }
        return hashedKey.join();
      };
      _ObjectMap2.prototype.get = function(key) {
        if (this.length <= 180) {
          for (var p in this.map) {
            var bucket = this.map[p];
            for (var i = 0; i < bucket.length; i += 1) {
              var element = bucket[i];
              if (element[0] === key) {
                return element[1];
              }
            }
          }
          return;
        }
        var hashedKey = this.hash(key);
        var bucket = this.map[hashedKey];
        if (!bucket) {
          return;
        }
        for (var i = 0; i < bucket.length; i += 1) {
          var element = bucket[i];
          if (element[0] === key) {
            return element[1];
          }
        }
      };
      return _ObjectMap2;
    })();
  }
});

// node_modules/ramda/src/clone.js
var require_clone2 = __commonJS({
  "node_modules/ramda/src/clone.js"(exports2, module2) {
    var _clone = require_clone();
    var _curry1 = require_curry1();
    var clone = /* @__PURE__ */ _curry1(function clone2(value) {
      return value != null && typeof value.clone === "function" ? value.clone() : _clone(value, true);
    });
    module2.exports = clone;
  }
});

// node_modules/ramda/src/collectBy.js
var require_collectBy = __commonJS({
  "node_modules/ramda/src/collectBy.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _reduce = require_reduce2();
    var collectBy = /* @__PURE__ */ _curry2(function collectBy2(fn, list) {
      var group = _reduce(function(o, x) {
        var tag3 = fn(x);
        if (o[tag3] === void 0) {
          o[tag3] = [];
        }
        o[tag3].push(x);
        return o;
      }, {}, list);
      var newList = [];
      for (var tag2 in group) {
        newList.push(group[tag2]);
      }
      return newList;
    });
    module2.exports = collectBy;
  }
});

// node_modules/ramda/src/comparator.js
var require_comparator = __commonJS({
  "node_modules/ramda/src/comparator.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var comparator = /* @__PURE__ */ _curry1(function comparator2(pred) {
      return function(a, b) {
        return pred(a, b) ? -1 : pred(b, a) ? 1 : 0;
      };
    });
    module2.exports = comparator;
  }
});

// node_modules/ramda/src/not.js
var require_not = __commonJS({
  "node_modules/ramda/src/not.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var not = /* @__PURE__ */ _curry1(function not2(a) {
      return !a;
    });
    module2.exports = not;
  }
});

// node_modules/ramda/src/complement.js
var require_complement2 = __commonJS({
  "node_modules/ramda/src/complement.js"(exports2, module2) {
    var lift = require_lift();
    var not = require_not();
    var complement = /* @__PURE__ */ lift(not);
    module2.exports = complement;
  }
});

// node_modules/ramda/src/internal/_pipe.js
var require_pipe = __commonJS({
  "node_modules/ramda/src/internal/_pipe.js"(exports2, module2) {
    function _pipe(f, g) {
      return function() {
        return g.call(this, f.apply(this, arguments));
      };
    }
    module2.exports = _pipe;
  }
});

// node_modules/ramda/src/internal/_checkForMethod.js
var require_checkForMethod = __commonJS({
  "node_modules/ramda/src/internal/_checkForMethod.js"(exports2, module2) {
    var _isArray = require_isArray();
    function _checkForMethod(methodname, fn) {
      return function() {
        var length = arguments.length;
        if (length === 0) {
          return fn();
        }
        var obj = arguments[length - 1];
        return _isArray(obj) || typeof obj[methodname] !== "function" ? fn.apply(this, arguments) : obj[methodname].apply(obj, Array.prototype.slice.call(arguments, 0, length - 1));
      };
    }
    module2.exports = _checkForMethod;
  }
});

// node_modules/ramda/src/slice.js
var require_slice = __commonJS({
  "node_modules/ramda/src/slice.js"(exports2, module2) {
    var _checkForMethod = require_checkForMethod();
    var _curry3 = require_curry3();
    var slice = /* @__PURE__ */ _curry3(/* @__PURE__ */ _checkForMethod("slice", function slice2(fromIndex, toIndex, list) {
      return Array.prototype.slice.call(list, fromIndex, toIndex);
    }));
    module2.exports = slice;
  }
});

// node_modules/ramda/src/tail.js
var require_tail = __commonJS({
  "node_modules/ramda/src/tail.js"(exports2, module2) {
    var _checkForMethod = require_checkForMethod();
    var _curry1 = require_curry1();
    var slice = require_slice();
    var tail = /* @__PURE__ */ _curry1(/* @__PURE__ */ _checkForMethod("tail", /* @__PURE__ */ slice(1, Infinity)));
    module2.exports = tail;
  }
});

// node_modules/ramda/src/pipe.js
var require_pipe2 = __commonJS({
  "node_modules/ramda/src/pipe.js"(exports2, module2) {
    var _arity = require_arity();
    var _pipe = require_pipe();
    var reduce = require_reduce();
    var tail = require_tail();
    function pipe() {
      if (arguments.length === 0) {
        throw new Error("pipe requires at least one argument");
      }
      return _arity(arguments[0].length, reduce(_pipe, arguments[0], tail(arguments)));
    }
    module2.exports = pipe;
  }
});

// node_modules/ramda/src/reverse.js
var require_reverse = __commonJS({
  "node_modules/ramda/src/reverse.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isString = require_isString();
    var reverse = /* @__PURE__ */ _curry1(function reverse2(list) {
      return _isString(list) ? list.split("").reverse().join("") : Array.prototype.slice.call(list, 0).reverse();
    });
    module2.exports = reverse;
  }
});

// node_modules/ramda/src/compose.js
var require_compose = __commonJS({
  "node_modules/ramda/src/compose.js"(exports2, module2) {
    var pipe = require_pipe2();
    var reverse = require_reverse();
    function compose() {
      if (arguments.length === 0) {
        throw new Error("compose requires at least one argument");
      }
      return pipe.apply(this, reverse(arguments));
    }
    module2.exports = compose;
  }
});

// node_modules/ramda/src/head.js
var require_head = __commonJS({
  "node_modules/ramda/src/head.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _nth = require_nth();
    var head = /* @__PURE__ */ _curry1(function(list) {
      return _nth(0, list);
    });
    module2.exports = head;
  }
});

// node_modules/ramda/src/internal/_identity.js
var require_identity = __commonJS({
  "node_modules/ramda/src/internal/_identity.js"(exports2, module2) {
    function _identity(x) {
      return x;
    }
    module2.exports = _identity;
  }
});

// node_modules/ramda/src/identity.js
var require_identity2 = __commonJS({
  "node_modules/ramda/src/identity.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _identity = require_identity();
    var identity = /* @__PURE__ */ _curry1(_identity);
    module2.exports = identity;
  }
});

// node_modules/ramda/src/pipeWith.js
var require_pipeWith = __commonJS({
  "node_modules/ramda/src/pipeWith.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry2 = require_curry2();
    var head = require_head();
    var _reduce = require_reduce2();
    var tail = require_tail();
    var identity = require_identity2();
    var pipeWith = /* @__PURE__ */ _curry2(function pipeWith2(xf, list) {
      if (list.length <= 0) {
        return identity;
      }
      var headList = head(list);
      var tailList = tail(list);
      return _arity(headList.length, function() {
        return _reduce(function(result, f) {
          return xf.call(this, f, result);
        }, headList.apply(this, arguments), tailList);
      });
    });
    module2.exports = pipeWith;
  }
});

// node_modules/ramda/src/composeWith.js
var require_composeWith = __commonJS({
  "node_modules/ramda/src/composeWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var pipeWith = require_pipeWith();
    var reverse = require_reverse();
    var composeWith = /* @__PURE__ */ _curry2(function composeWith2(xf, list) {
      return pipeWith.apply(this, [xf, reverse(list)]);
    });
    module2.exports = composeWith;
  }
});

// node_modules/ramda/src/concat.js
var require_concat2 = __commonJS({
  "node_modules/ramda/src/concat.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isArray = require_isArray();
    var _isFunction = require_isFunction();
    var _isString = require_isString();
    var toString = require_toString2();
    var concat = /* @__PURE__ */ _curry2(function concat2(a, b) {
      if (_isArray(a)) {
        if (_isArray(b)) {
          return a.concat(b);
        }
        throw new TypeError(toString(b) + " is not an array");
      }
      if (_isString(a)) {
        if (_isString(b)) {
          return a + b;
        }
        throw new TypeError(toString(b) + " is not a string");
      }
      if (a != null && _isFunction(a["fantasy-land/concat"])) {
        return a["fantasy-land/concat"](b);
      }
      if (a != null && _isFunction(a.concat)) {
        return a.concat(b);
      }
      throw new TypeError(toString(a) + ' does not have a method named "concat" or "fantasy-land/concat"');
    });
    module2.exports = concat;
  }
});

// node_modules/ramda/src/cond.js
var require_cond = __commonJS({
  "node_modules/ramda/src/cond.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry1 = require_curry1();
    var map = require_map2();
    var max = require_max();
    var reduce = require_reduce();
    var cond = /* @__PURE__ */ _curry1(function cond2(pairs) {
      var arity = reduce(max, 0, map(function(pair) {
        return pair[0].length;
      }, pairs));
      return _arity(arity, function() {
        var idx = 0;
        while (idx < pairs.length) {
          if (pairs[idx][0].apply(this, arguments)) {
            return pairs[idx][1].apply(this, arguments);
          }
          idx += 1;
        }
      });
    });
    module2.exports = cond;
  }
});

// node_modules/ramda/src/constructN.js
var require_constructN = __commonJS({
  "node_modules/ramda/src/constructN.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var curry = require_curry();
    var nAry = require_nAry();
    var constructN = /* @__PURE__ */ _curry2(function constructN2(n, Fn) {
      if (n > 10) {
        throw new Error("Constructor with greater than ten arguments");
      }
      if (n === 0) {
        return function() {
          return new Fn();
        };
      }
      return curry(nAry(n, function($0, $1, $2, $3, $4, $5, $6, $7, $8, $9) {
        switch (n) {
          case 1:
            return new Fn($0);
          case 2:
            return new Fn($0, $1);
          case 3:
            return new Fn($0, $1, $2);
          case 4:
            return new Fn($0, $1, $2, $3);
          case 5:
            return new Fn($0, $1, $2, $3, $4);
          case 6:
            return new Fn($0, $1, $2, $3, $4, $5);
          case 7:
            return new Fn($0, $1, $2, $3, $4, $5, $6);
          case 8:
            return new Fn($0, $1, $2, $3, $4, $5, $6, $7);
          case 9:
            return new Fn($0, $1, $2, $3, $4, $5, $6, $7, $8);
          case 10:
            return new Fn($0, $1, $2, $3, $4, $5, $6, $7, $8, $9);
        }
      }));
    });
    module2.exports = constructN;
  }
});

// node_modules/ramda/src/construct.js
var require_construct = __commonJS({
  "node_modules/ramda/src/construct.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var constructN = require_constructN();
    var construct = /* @__PURE__ */ _curry1(function construct2(Fn) {
      return constructN(Fn.length, Fn);
    });
    module2.exports = construct;
  }
});

// node_modules/ramda/src/converge.js
var require_converge = __commonJS({
  "node_modules/ramda/src/converge.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _map = require_map();
    var curryN = require_curryN2();
    var max = require_max();
    var pluck = require_pluck();
    var reduce = require_reduce();
    var converge = /* @__PURE__ */ _curry2(function converge2(after, fns) {
      return curryN(reduce(max, 0, pluck("length", fns)), function() {
        var args = arguments;
        var context = this;
        return after.apply(context, _map(function(fn) {
          return fn.apply(context, args);
        }, fns));
      });
    });
    module2.exports = converge;
  }
});

// node_modules/ramda/src/count.js
var require_count = __commonJS({
  "node_modules/ramda/src/count.js"(exports2, module2) {
    var _reduce = require_reduce2();
    var curry = require_curry();
    var count2 = /* @__PURE__ */ curry(function(pred, list) {
      return _reduce(function(a, e) {
        return pred(e) ? a + 1 : a;
      }, 0, list);
    });
    module2.exports = count2;
  }
});

// node_modules/ramda/src/internal/_xreduceBy.js
var require_xreduceBy = __commonJS({
  "node_modules/ramda/src/internal/_xreduceBy.js"(exports2, module2) {
    var _clone = require_clone();
    var _has = require_has();
    var _xfBase = require_xfBase();
    var XReduceBy = /* @__PURE__ */ (function() {
      function XReduceBy2(valueFn, valueAcc, keyFn, xf) {
        this.valueFn = valueFn;
        this.valueAcc = valueAcc;
        this.keyFn = keyFn;
        this.xf = xf;
        this.inputs = {};
      }
      XReduceBy2.prototype["@@transducer/init"] = _xfBase.init;
      XReduceBy2.prototype["@@transducer/result"] = function(result) {
        var key;
        for (key in this.inputs) {
          if (_has(key, this.inputs)) {
            result = this.xf["@@transducer/step"](result, this.inputs[key]);
            if (result["@@transducer/reduced"]) {
              result = result["@@transducer/value"];
              break;
            }
          }
        }
        this.inputs = null;
        return this.xf["@@transducer/result"](result);
      };
      XReduceBy2.prototype["@@transducer/step"] = function(result, input) {
        var key = this.keyFn(input);
        this.inputs[key] = this.inputs[key] || [key, _clone(this.valueAcc, false)];
        this.inputs[key][1] = this.valueFn(this.inputs[key][1], input);
        return result;
      };
      return XReduceBy2;
    })();
    function _xreduceBy(valueFn, valueAcc, keyFn) {
      return function(xf) {
        return new XReduceBy(valueFn, valueAcc, keyFn, xf);
      };
    }
    module2.exports = _xreduceBy;
  }
});

// node_modules/ramda/src/reduceBy.js
var require_reduceBy = __commonJS({
  "node_modules/ramda/src/reduceBy.js"(exports2, module2) {
    var _clone = require_clone();
    var _curryN = require_curryN();
    var _dispatchable = require_dispatchable();
    var _has = require_has();
    var _reduced = require_reduced();
    var _xReduce = require_xReduce();
    var _xreduceBy = require_xreduceBy();
    var _xwrap = require_xwrap();
    var reduceBy = /* @__PURE__ */ _curryN(4, [], /* @__PURE__ */ _dispatchable([], _xreduceBy, function reduceBy2(valueFn, valueAcc, keyFn, list) {
      var xf = _xwrap(function(acc, elt) {
        var key = keyFn(elt);
        var value = valueFn(_has(key, acc) ? acc[key] : _clone(valueAcc, false), elt);
        if (value && value["@@transducer/reduced"]) {
          return _reduced(acc);
        }
        acc[key] = value;
        return acc;
      });
      return _xReduce(xf, {}, list);
    }));
    module2.exports = reduceBy;
  }
});

// node_modules/ramda/src/countBy.js
var require_countBy = __commonJS({
  "node_modules/ramda/src/countBy.js"(exports2, module2) {
    var reduceBy = require_reduceBy();
    var countBy = /* @__PURE__ */ reduceBy(function(acc, elem) {
      return acc + 1;
    }, 0);
    module2.exports = countBy;
  }
});

// node_modules/ramda/src/dec.js
var require_dec = __commonJS({
  "node_modules/ramda/src/dec.js"(exports2, module2) {
    var add = require_add();
    var dec = /* @__PURE__ */ add(-1);
    module2.exports = dec;
  }
});

// node_modules/ramda/src/defaultTo.js
var require_defaultTo = __commonJS({
  "node_modules/ramda/src/defaultTo.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var defaultTo = /* @__PURE__ */ _curry2(function defaultTo2(d, v) {
      return v == null || v !== v ? d : v;
    });
    module2.exports = defaultTo;
  }
});

// node_modules/ramda/src/descend.js
var require_descend = __commonJS({
  "node_modules/ramda/src/descend.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var descend = /* @__PURE__ */ _curry3(function descend2(fn, a, b) {
      var aa = fn(a);
      var bb = fn(b);
      return aa > bb ? -1 : aa < bb ? 1 : 0;
    });
    module2.exports = descend;
  }
});

// node_modules/ramda/src/descendNatural.js
var require_descendNatural = __commonJS({
  "node_modules/ramda/src/descendNatural.js"(exports2, module2) {
    var curry = require_curry();
    var descendNatural = /* @__PURE__ */ curry(function descendNatural2(locales, fn, a, b) {
      const aa = fn(a);
      const bb = fn(b);
      return bb.localeCompare(aa, locales, {
        numeric: true
      });
    });
    module2.exports = descendNatural;
  }
});

// node_modules/ramda/src/internal/_Set.js
var require_Set = __commonJS({
  "node_modules/ramda/src/internal/_Set.js"(exports2, module2) {
    var _includes = require_includes();
    var _Set = /* @__PURE__ */ (function() {
      function _Set2() {
        this._nativeSet = typeof Set === "function" ? /* @__PURE__ */ new Set() : null;
        this._items = {};
      }
      _Set2.prototype.add = function(item) {
        return !hasOrAdd(item, true, this);
      };
      _Set2.prototype.has = function(item) {
        return hasOrAdd(item, false, this);
      };
      return _Set2;
    })();
    function hasOrAdd(item, shouldAdd, set) {
      var type = typeof item;
      var prevSize, newSize;
      switch (type) {
        case "string":
        case "number":
          if (item === 0 && 1 / item === -Infinity) {
            if (set._items["-0"]) {
              return true;
            } else {
              if (shouldAdd) {
                set._items["-0"] = true;
              }
              return false;
            }
          }
          if (set._nativeSet !== null) {
            if (shouldAdd) {
              prevSize = set._nativeSet.size;
              set._nativeSet.add(item);
              newSize = set._nativeSet.size;
              return newSize === prevSize;
            } else {
              return set._nativeSet.has(item);
            }
          } else {
            if (!(type in set._items)) {
              if (shouldAdd) {
                set._items[type] = {};
                set._items[type][item] = true;
              }
              return false;
            } else if (item in set._items[type]) {
              return true;
            } else {
              if (shouldAdd) {
                set._items[type][item] = true;
              }
              return false;
            }
          }
        case "boolean":
          if (type in set._items) {
            var bIdx = item ? 1 : 0;
            if (set._items[type][bIdx]) {
              return true;
            } else {
              if (shouldAdd) {
                set._items[type][bIdx] = true;
              }
              return false;
            }
          } else {
            if (shouldAdd) {
              set._items[type] = item ? [false, true] : [true, false];
            }
            return false;
          }
        case "function":
          if (set._nativeSet !== null) {
            if (shouldAdd) {
              prevSize = set._nativeSet.size;
              set._nativeSet.add(item);
              newSize = set._nativeSet.size;
              return newSize === prevSize;
            } else {
              return set._nativeSet.has(item);
            }
          } else {
            if (!(type in set._items)) {
              if (shouldAdd) {
                set._items[type] = [item];
              }
              return false;
            }
            if (!_includes(item, set._items[type])) {
              if (shouldAdd) {
                set._items[type].push(item);
              }
              return false;
            }
            return true;
          }
        case "undefined":
          if (set._items[type]) {
            return true;
          } else {
            if (shouldAdd) {
              set._items[type] = true;
            }
            return false;
          }
        case "object":
          if (item === null) {
            if (!set._items["null"]) {
              if (shouldAdd) {
                set._items["null"] = true;
              }
              return false;
            }
            return true;
          }
        /* falls through */
        default:
          type = Object.prototype.toString.call(item);
          if (!(type in set._items)) {
            if (shouldAdd) {
              set._items[type] = [item];
            }
            return false;
          }
          if (!_includes(item, set._items[type])) {
            if (shouldAdd) {
              set._items[type].push(item);
            }
            return false;
          }
          return true;
      }
    }
    module2.exports = _Set;
  }
});

// node_modules/ramda/src/difference.js
var require_difference = __commonJS({
  "node_modules/ramda/src/difference.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _Set = require_Set();
    var difference = /* @__PURE__ */ _curry2(function difference2(first2, second) {
      var out = [];
      var idx = 0;
      var firstLen = first2.length;
      var secondLen = second.length;
      var toFilterOut = new _Set();
      for (var i = 0; i < secondLen; i += 1) {
        toFilterOut.add(second[i]);
      }
      while (idx < firstLen) {
        if (toFilterOut.add(first2[idx])) {
          out[out.length] = first2[idx];
        }
        idx += 1;
      }
      return out;
    });
    module2.exports = difference;
  }
});

// node_modules/ramda/src/differenceWith.js
var require_differenceWith = __commonJS({
  "node_modules/ramda/src/differenceWith.js"(exports2, module2) {
    var _includesWith = require_includesWith();
    var _curry3 = require_curry3();
    var differenceWith = /* @__PURE__ */ _curry3(function differenceWith2(pred, first2, second) {
      var out = [];
      var idx = 0;
      var firstLen = first2.length;
      while (idx < firstLen) {
        if (!_includesWith(pred, first2[idx], second) && !_includesWith(pred, first2[idx], out)) {
          out.push(first2[idx]);
        }
        idx += 1;
      }
      return out;
    });
    module2.exports = differenceWith;
  }
});

// node_modules/ramda/src/remove.js
var require_remove = __commonJS({
  "node_modules/ramda/src/remove.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var remove = /* @__PURE__ */ _curry3(function remove2(start, count2, list) {
      var result = Array.prototype.slice.call(list, 0);
      result.splice(start, count2);
      return result;
    });
    module2.exports = remove;
  }
});

// node_modules/ramda/src/internal/_dissoc.js
var require_dissoc = __commonJS({
  "node_modules/ramda/src/internal/_dissoc.js"(exports2, module2) {
    var _isInteger = require_isInteger();
    var _isArray = require_isArray();
    var remove = require_remove();
    function _dissoc(prop, obj) {
      if (obj == null) {
        return obj;
      }
      if (_isInteger(prop) && _isArray(obj)) {
        return remove(prop, 1, obj);
      }
      var result = {};
      for (var p in obj) {
        result[p] = obj[p];
      }
      delete result[prop];
      return result;
    }
    module2.exports = _dissoc;
  }
});

// node_modules/ramda/src/dissocPath.js
var require_dissocPath = __commonJS({
  "node_modules/ramda/src/dissocPath.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dissoc = require_dissoc();
    var _isInteger = require_isInteger();
    var _isArray = require_isArray();
    var assoc = require_assoc2();
    function _shallowCloneObject(prop, obj) {
      if (_isInteger(prop) && _isArray(obj)) {
        return [].concat(obj);
      }
      var result = {};
      for (var p in obj) {
        result[p] = obj[p];
      }
      return result;
    }
    var dissocPath = /* @__PURE__ */ _curry2(function dissocPath2(path, obj) {
      if (obj == null) {
        return obj;
      }
      switch (path.length) {
        case 0:
          return obj;
        case 1:
          return _dissoc(path[0], obj);
        default:
          var head = path[0];
          var tail = Array.prototype.slice.call(path, 1);
          if (obj[head] == null) {
            return _shallowCloneObject(head, obj);
          } else {
            return assoc(head, dissocPath2(tail, obj[head]), obj);
          }
      }
    });
    module2.exports = dissocPath;
  }
});

// node_modules/ramda/src/dissoc.js
var require_dissoc2 = __commonJS({
  "node_modules/ramda/src/dissoc.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var dissocPath = require_dissocPath();
    var dissoc = /* @__PURE__ */ _curry2(function dissoc2(prop, obj) {
      return dissocPath([prop], obj);
    });
    module2.exports = dissoc;
  }
});

// node_modules/ramda/src/divide.js
var require_divide = __commonJS({
  "node_modules/ramda/src/divide.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var divide = /* @__PURE__ */ _curry2(function divide2(a, b) {
      return a / b;
    });
    module2.exports = divide;
  }
});

// node_modules/ramda/src/internal/_xdrop.js
var require_xdrop = __commonJS({
  "node_modules/ramda/src/internal/_xdrop.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XDrop = /* @__PURE__ */ (function() {
      function XDrop2(n, xf) {
        this.xf = xf;
        this.n = n;
      }
      XDrop2.prototype["@@transducer/init"] = _xfBase.init;
      XDrop2.prototype["@@transducer/result"] = _xfBase.result;
      XDrop2.prototype["@@transducer/step"] = function(result, input) {
        if (this.n > 0) {
          this.n -= 1;
          return result;
        }
        return this.xf["@@transducer/step"](result, input);
      };
      return XDrop2;
    })();
    function _xdrop(n) {
      return function(xf) {
        return new XDrop(n, xf);
      };
    }
    module2.exports = _xdrop;
  }
});

// node_modules/ramda/src/drop.js
var require_drop = __commonJS({
  "node_modules/ramda/src/drop.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xdrop = require_xdrop();
    var slice = require_slice();
    var drop = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["drop"], _xdrop, function drop2(n, xs) {
      return slice(Math.max(0, n), Infinity, xs);
    }));
    module2.exports = drop;
  }
});

// node_modules/ramda/src/internal/_xtake.js
var require_xtake = __commonJS({
  "node_modules/ramda/src/internal/_xtake.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XTake = /* @__PURE__ */ (function() {
      function XTake2(n, xf) {
        this.xf = xf;
        this.n = n;
        this.i = 0;
      }
      XTake2.prototype["@@transducer/init"] = _xfBase.init;
      XTake2.prototype["@@transducer/result"] = _xfBase.result;
      XTake2.prototype["@@transducer/step"] = function(result, input) {
        this.i += 1;
        var ret = this.n === 0 ? result : this.xf["@@transducer/step"](result, input);
        return this.n >= 0 && this.i >= this.n ? _reduced(ret) : ret;
      };
      return XTake2;
    })();
    function _xtake(n) {
      return function(xf) {
        return new XTake(n, xf);
      };
    }
    module2.exports = _xtake;
  }
});

// node_modules/ramda/src/take.js
var require_take = __commonJS({
  "node_modules/ramda/src/take.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xtake = require_xtake();
    var slice = require_slice();
    var take = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["take"], _xtake, function take2(n, xs) {
      return slice(0, n < 0 ? Infinity : n, xs);
    }));
    module2.exports = take;
  }
});

// node_modules/ramda/src/internal/_dropLast.js
var require_dropLast = __commonJS({
  "node_modules/ramda/src/internal/_dropLast.js"(exports2, module2) {
    var take = require_take();
    function dropLast(n, xs) {
      return take(n < xs.length ? xs.length - n : 0, xs);
    }
    module2.exports = dropLast;
  }
});

// node_modules/ramda/src/internal/_xdropLast.js
var require_xdropLast = __commonJS({
  "node_modules/ramda/src/internal/_xdropLast.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XDropLast = /* @__PURE__ */ (function() {
      function XDropLast2(n, xf) {
        if (n <= 0) {
          return xf;
        }
        this.xf = xf;
        this.pos = 0;
        this.full = false;
        this.acc = new Array(n);
      }
      XDropLast2.prototype["@@transducer/init"] = _xfBase.init;
      XDropLast2.prototype["@@transducer/result"] = function(result) {
        this.acc = null;
        return this.xf["@@transducer/result"](result);
      };
      XDropLast2.prototype["@@transducer/step"] = function(result, input) {
        if (this.full) {
          result = this.xf["@@transducer/step"](result, this.acc[this.pos]);
        }
        this.store(input);
        return result;
      };
      XDropLast2.prototype.store = function(input) {
        this.acc[this.pos] = input;
        this.pos += 1;
        if (this.pos === this.acc.length) {
          this.pos = 0;
          this.full = true;
        }
      };
      return XDropLast2;
    })();
    function _xdropLast(n) {
      return function(xf) {
        return new XDropLast(n, xf);
      };
    }
    module2.exports = _xdropLast;
  }
});

// node_modules/ramda/src/dropLast.js
var require_dropLast2 = __commonJS({
  "node_modules/ramda/src/dropLast.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _dropLast = require_dropLast();
    var _xdropLast = require_xdropLast();
    var dropLast = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xdropLast, _dropLast));
    module2.exports = dropLast;
  }
});

// node_modules/ramda/src/internal/_dropLastWhile.js
var require_dropLastWhile = __commonJS({
  "node_modules/ramda/src/internal/_dropLastWhile.js"(exports2, module2) {
    var slice = require_slice();
    function dropLastWhile(pred, xs) {
      var idx = xs.length - 1;
      while (idx >= 0 && pred(xs[idx])) {
        idx -= 1;
      }
      return slice(0, idx + 1, xs);
    }
    module2.exports = dropLastWhile;
  }
});

// node_modules/ramda/src/internal/_xdropLastWhile.js
var require_xdropLastWhile = __commonJS({
  "node_modules/ramda/src/internal/_xdropLastWhile.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var _xReduce = require_xReduce();
    var XDropLastWhile = /* @__PURE__ */ (function() {
      function XDropLastWhile2(fn, xf) {
        this.f = fn;
        this.retained = [];
        this.xf = xf;
      }
      XDropLastWhile2.prototype["@@transducer/init"] = _xfBase.init;
      XDropLastWhile2.prototype["@@transducer/result"] = function(result) {
        this.retained = null;
        return this.xf["@@transducer/result"](result);
      };
      XDropLastWhile2.prototype["@@transducer/step"] = function(result, input) {
        return this.f(input) ? this.retain(result, input) : this.flush(result, input);
      };
      XDropLastWhile2.prototype.flush = function(result, input) {
        result = _xReduce(this.xf, result, this.retained);
        this.retained = [];
        return this.xf["@@transducer/step"](result, input);
      };
      XDropLastWhile2.prototype.retain = function(result, input) {
        this.retained.push(input);
        return result;
      };
      return XDropLastWhile2;
    })();
    function _xdropLastWhile(fn) {
      return function(xf) {
        return new XDropLastWhile(fn, xf);
      };
    }
    module2.exports = _xdropLastWhile;
  }
});

// node_modules/ramda/src/dropLastWhile.js
var require_dropLastWhile2 = __commonJS({
  "node_modules/ramda/src/dropLastWhile.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _dropLastWhile = require_dropLastWhile();
    var _xdropLastWhile = require_xdropLastWhile();
    var dropLastWhile = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xdropLastWhile, _dropLastWhile));
    module2.exports = dropLastWhile;
  }
});

// node_modules/ramda/src/internal/_xdropRepeatsWith.js
var require_xdropRepeatsWith = __commonJS({
  "node_modules/ramda/src/internal/_xdropRepeatsWith.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XDropRepeatsWith = /* @__PURE__ */ (function() {
      function XDropRepeatsWith2(pred, xf) {
        this.xf = xf;
        this.pred = pred;
        this.lastValue = void 0;
        this.seenFirstValue = false;
      }
      XDropRepeatsWith2.prototype["@@transducer/init"] = _xfBase.init;
      XDropRepeatsWith2.prototype["@@transducer/result"] = _xfBase.result;
      XDropRepeatsWith2.prototype["@@transducer/step"] = function(result, input) {
        var sameAsLast = false;
        if (!this.seenFirstValue) {
          this.seenFirstValue = true;
        } else if (this.pred(this.lastValue, input)) {
          sameAsLast = true;
        }
        this.lastValue = input;
        return sameAsLast ? result : this.xf["@@transducer/step"](result, input);
      };
      return XDropRepeatsWith2;
    })();
    function _xdropRepeatsWith(pred) {
      return function(xf) {
        return new XDropRepeatsWith(pred, xf);
      };
    }
    module2.exports = _xdropRepeatsWith;
  }
});

// node_modules/ramda/src/last.js
var require_last = __commonJS({
  "node_modules/ramda/src/last.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _nth = require_nth();
    var last = /* @__PURE__ */ _curry1(function(list) {
      return _nth(-1, list);
    });
    module2.exports = last;
  }
});

// node_modules/ramda/src/dropRepeatsWith.js
var require_dropRepeatsWith = __commonJS({
  "node_modules/ramda/src/dropRepeatsWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xdropRepeatsWith = require_xdropRepeatsWith();
    var last = require_last();
    var dropRepeatsWith = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xdropRepeatsWith, function dropRepeatsWith2(pred, list) {
      var result = [];
      var idx = 1;
      var len = list.length;
      if (len !== 0) {
        result[0] = list[0];
        while (idx < len) {
          if (!pred(last(result), list[idx])) {
            result[result.length] = list[idx];
          }
          idx += 1;
        }
      }
      return result;
    }));
    module2.exports = dropRepeatsWith;
  }
});

// node_modules/ramda/src/dropRepeats.js
var require_dropRepeats = __commonJS({
  "node_modules/ramda/src/dropRepeats.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _dispatchable = require_dispatchable();
    var _xdropRepeatsWith = require_xdropRepeatsWith();
    var dropRepeatsWith = require_dropRepeatsWith();
    var equals = require_equals2();
    var dropRepeats = /* @__PURE__ */ _curry1(/* @__PURE__ */ _dispatchable([], function() {
      return _xdropRepeatsWith(equals);
    }, /* @__PURE__ */ dropRepeatsWith(equals)));
    module2.exports = dropRepeats;
  }
});

// node_modules/ramda/src/eqBy.js
var require_eqBy = __commonJS({
  "node_modules/ramda/src/eqBy.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var equals = require_equals2();
    var eqBy = /* @__PURE__ */ _curry3(function eqBy2(f, x, y) {
      return equals(f(x), f(y));
    });
    module2.exports = eqBy;
  }
});

// node_modules/ramda/src/dropRepeatsBy.js
var require_dropRepeatsBy = __commonJS({
  "node_modules/ramda/src/dropRepeatsBy.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xdropRepeatsWith = require_xdropRepeatsWith();
    var dropRepeatsWith = require_dropRepeatsWith();
    var eqBy = require_eqBy();
    var dropRepeatsBy = /* @__PURE__ */ _curry2(function(fn, list) {
      return _dispatchable([], function() {
        return _xdropRepeatsWith(eqBy(fn));
      }, dropRepeatsWith(eqBy(fn)))(list);
    });
    module2.exports = dropRepeatsBy;
  }
});

// node_modules/ramda/src/internal/_xdropWhile.js
var require_xdropWhile = __commonJS({
  "node_modules/ramda/src/internal/_xdropWhile.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XDropWhile = /* @__PURE__ */ (function() {
      function XDropWhile2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XDropWhile2.prototype["@@transducer/init"] = _xfBase.init;
      XDropWhile2.prototype["@@transducer/result"] = _xfBase.result;
      XDropWhile2.prototype["@@transducer/step"] = function(result, input) {
        if (this.f) {
          if (this.f(input)) {
            return result;
          }
          this.f = null;
        }
        return this.xf["@@transducer/step"](result, input);
      };
      return XDropWhile2;
    })();
    function _xdropWhile(f) {
      return function(xf) {
        return new XDropWhile(f, xf);
      };
    }
    module2.exports = _xdropWhile;
  }
});

// node_modules/ramda/src/dropWhile.js
var require_dropWhile = __commonJS({
  "node_modules/ramda/src/dropWhile.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xdropWhile = require_xdropWhile();
    var slice = require_slice();
    var dropWhile = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["dropWhile"], _xdropWhile, function dropWhile2(pred, xs) {
      var idx = 0;
      var len = xs.length;
      while (idx < len && pred(xs[idx])) {
        idx += 1;
      }
      return slice(idx, Infinity, xs);
    }));
    module2.exports = dropWhile;
  }
});

// node_modules/ramda/src/or.js
var require_or = __commonJS({
  "node_modules/ramda/src/or.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var or = /* @__PURE__ */ _curry2(function or2(a, b) {
      return a || b;
    });
    module2.exports = or;
  }
});

// node_modules/ramda/src/either.js
var require_either = __commonJS({
  "node_modules/ramda/src/either.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isFunction = require_isFunction();
    var lift = require_lift();
    var or = require_or();
    var either = /* @__PURE__ */ _curry2(function either2(f, g) {
      return _isFunction(f) ? function _either() {
        return f.apply(this, arguments) || g.apply(this, arguments);
      } : lift(or)(f, g);
    });
    module2.exports = either;
  }
});

// node_modules/ramda/src/internal/_isTypedArray.js
var require_isTypedArray = __commonJS({
  "node_modules/ramda/src/internal/_isTypedArray.js"(exports2, module2) {
    function _isTypedArray(val) {
      var type = Object.prototype.toString.call(val);
      return type === "[object Uint8ClampedArray]" || type === "[object Int8Array]" || type === "[object Uint8Array]" || type === "[object Int16Array]" || type === "[object Uint16Array]" || type === "[object Int32Array]" || type === "[object Uint32Array]" || type === "[object Float32Array]" || type === "[object Float64Array]" || type === "[object BigInt64Array]" || type === "[object BigUint64Array]";
    }
    module2.exports = _isTypedArray;
  }
});

// node_modules/ramda/src/empty.js
var require_empty = __commonJS({
  "node_modules/ramda/src/empty.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isArguments = require_isArguments();
    var _isArray = require_isArray();
    var _isObject = require_isObject();
    var _isString = require_isString();
    var _isTypedArray = require_isTypedArray();
    var empty = /* @__PURE__ */ _curry1(function empty2(x) {
      return x != null && typeof x["fantasy-land/empty"] === "function" ? x["fantasy-land/empty"]() : x != null && x.constructor != null && typeof x.constructor["fantasy-land/empty"] === "function" ? x.constructor["fantasy-land/empty"]() : x != null && typeof x.empty === "function" ? x.empty() : x != null && x.constructor != null && typeof x.constructor.empty === "function" ? x.constructor.empty() : x == Set || x instanceof Set ? /* @__PURE__ */ new Set() : x == Map || x instanceof Map ? /* @__PURE__ */ new Map() : _isArray(x) ? [] : _isString(x) ? "" : _isObject(x) ? {} : _isArguments(x) ? /* @__PURE__ */ (function() {
        return arguments;
      })() : _isTypedArray(x) ? x.constructor.from("") : void 0;
    });
    module2.exports = empty;
  }
});

// node_modules/ramda/src/takeLast.js
var require_takeLast = __commonJS({
  "node_modules/ramda/src/takeLast.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var drop = require_drop();
    var takeLast = /* @__PURE__ */ _curry2(function takeLast2(n, xs) {
      return drop(n >= 0 ? xs.length - n : 0, xs);
    });
    module2.exports = takeLast;
  }
});

// node_modules/ramda/src/endsWith.js
var require_endsWith = __commonJS({
  "node_modules/ramda/src/endsWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var equals = require_equals2();
    var takeLast = require_takeLast();
    var endsWith = /* @__PURE__ */ _curry2(function(suffix, list) {
      return equals(takeLast(suffix.length, list), suffix);
    });
    module2.exports = endsWith;
  }
});

// node_modules/ramda/src/eqProps.js
var require_eqProps = __commonJS({
  "node_modules/ramda/src/eqProps.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var equals = require_equals2();
    var eqProps = /* @__PURE__ */ _curry3(function eqProps2(prop, obj1, obj2) {
      return equals(obj1[prop], obj2[prop]);
    });
    module2.exports = eqProps;
  }
});

// node_modules/ramda/src/evolve.js
var require_evolve = __commonJS({
  "node_modules/ramda/src/evolve.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isArray = require_isArray();
    var _isObject = require_isObject();
    var evolve = /* @__PURE__ */ _curry2(function evolve2(transformations, object) {
      if (!_isObject(object) && !_isArray(object)) {
        return object;
      }
      var result = object instanceof Array ? [] : {};
      var transformation, key, type;
      for (key in object) {
        transformation = transformations[key];
        type = typeof transformation;
        result[key] = type === "function" ? transformation(object[key]) : transformation && type === "object" ? evolve2(transformation, object[key]) : object[key];
      }
      return result;
    });
    module2.exports = evolve;
  }
});

// node_modules/ramda/src/internal/_xfind.js
var require_xfind = __commonJS({
  "node_modules/ramda/src/internal/_xfind.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XFind = /* @__PURE__ */ (function() {
      function XFind2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.found = false;
      }
      XFind2.prototype["@@transducer/init"] = _xfBase.init;
      XFind2.prototype["@@transducer/result"] = function(result) {
        if (!this.found) {
          result = this.xf["@@transducer/step"](result, void 0);
        }
        return this.xf["@@transducer/result"](result);
      };
      XFind2.prototype["@@transducer/step"] = function(result, input) {
        if (this.f(input)) {
          this.found = true;
          result = _reduced(this.xf["@@transducer/step"](result, input));
        }
        return result;
      };
      return XFind2;
    })();
    function _xfind(f) {
      return function(xf) {
        return new XFind(f, xf);
      };
    }
    module2.exports = _xfind;
  }
});

// node_modules/ramda/src/find.js
var require_find = __commonJS({
  "node_modules/ramda/src/find.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xfind = require_xfind();
    var find = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["find"], _xfind, function find2(fn, list) {
      var idx = 0;
      var len = list.length;
      while (idx < len) {
        if (fn(list[idx])) {
          return list[idx];
        }
        idx += 1;
      }
    }));
    module2.exports = find;
  }
});

// node_modules/ramda/src/internal/_xfindIndex.js
var require_xfindIndex = __commonJS({
  "node_modules/ramda/src/internal/_xfindIndex.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XFindIndex = /* @__PURE__ */ (function() {
      function XFindIndex2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.idx = -1;
        this.found = false;
      }
      XFindIndex2.prototype["@@transducer/init"] = _xfBase.init;
      XFindIndex2.prototype["@@transducer/result"] = function(result) {
        if (!this.found) {
          result = this.xf["@@transducer/step"](result, -1);
        }
        return this.xf["@@transducer/result"](result);
      };
      XFindIndex2.prototype["@@transducer/step"] = function(result, input) {
        this.idx += 1;
        if (this.f(input)) {
          this.found = true;
          result = _reduced(this.xf["@@transducer/step"](result, this.idx));
        }
        return result;
      };
      return XFindIndex2;
    })();
    function _xfindIndex(f) {
      return function(xf) {
        return new XFindIndex(f, xf);
      };
    }
    module2.exports = _xfindIndex;
  }
});

// node_modules/ramda/src/findIndex.js
var require_findIndex = __commonJS({
  "node_modules/ramda/src/findIndex.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xfindIndex = require_xfindIndex();
    var findIndex = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xfindIndex, function findIndex2(fn, list) {
      var idx = 0;
      var len = list.length;
      while (idx < len) {
        if (fn(list[idx])) {
          return idx;
        }
        idx += 1;
      }
      return -1;
    }));
    module2.exports = findIndex;
  }
});

// node_modules/ramda/src/internal/_xfindLast.js
var require_xfindLast = __commonJS({
  "node_modules/ramda/src/internal/_xfindLast.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XFindLast = /* @__PURE__ */ (function() {
      function XFindLast2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XFindLast2.prototype["@@transducer/init"] = _xfBase.init;
      XFindLast2.prototype["@@transducer/result"] = function(result) {
        return this.xf["@@transducer/result"](this.xf["@@transducer/step"](result, this.last));
      };
      XFindLast2.prototype["@@transducer/step"] = function(result, input) {
        if (this.f(input)) {
          this.last = input;
        }
        return result;
      };
      return XFindLast2;
    })();
    function _xfindLast(f) {
      return function(xf) {
        return new XFindLast(f, xf);
      };
    }
    module2.exports = _xfindLast;
  }
});

// node_modules/ramda/src/findLast.js
var require_findLast = __commonJS({
  "node_modules/ramda/src/findLast.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xfindLast = require_xfindLast();
    var findLast = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xfindLast, function findLast2(fn, list) {
      var idx = list.length - 1;
      while (idx >= 0) {
        if (fn(list[idx])) {
          return list[idx];
        }
        idx -= 1;
      }
    }));
    module2.exports = findLast;
  }
});

// node_modules/ramda/src/internal/_xfindLastIndex.js
var require_xfindLastIndex = __commonJS({
  "node_modules/ramda/src/internal/_xfindLastIndex.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XFindLastIndex = /* @__PURE__ */ (function() {
      function XFindLastIndex2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.idx = -1;
        this.lastIdx = -1;
      }
      XFindLastIndex2.prototype["@@transducer/init"] = _xfBase.init;
      XFindLastIndex2.prototype["@@transducer/result"] = function(result) {
        return this.xf["@@transducer/result"](this.xf["@@transducer/step"](result, this.lastIdx));
      };
      XFindLastIndex2.prototype["@@transducer/step"] = function(result, input) {
        this.idx += 1;
        if (this.f(input)) {
          this.lastIdx = this.idx;
        }
        return result;
      };
      return XFindLastIndex2;
    })();
    function _xfindLastIndex(f) {
      return function(xf) {
        return new XFindLastIndex(f, xf);
      };
    }
    module2.exports = _xfindLastIndex;
  }
});

// node_modules/ramda/src/findLastIndex.js
var require_findLastIndex = __commonJS({
  "node_modules/ramda/src/findLastIndex.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xfindLastIndex = require_xfindLastIndex();
    var findLastIndex = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xfindLastIndex, function findLastIndex2(fn, list) {
      var idx = list.length - 1;
      while (idx >= 0) {
        if (fn(list[idx])) {
          return idx;
        }
        idx -= 1;
      }
      return -1;
    }));
    module2.exports = findLastIndex;
  }
});

// node_modules/ramda/src/flatten.js
var require_flatten = __commonJS({
  "node_modules/ramda/src/flatten.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _makeFlat = require_makeFlat();
    var flatten = /* @__PURE__ */ _curry1(/* @__PURE__ */ _makeFlat(true));
    module2.exports = flatten;
  }
});

// node_modules/ramda/src/flip.js
var require_flip = __commonJS({
  "node_modules/ramda/src/flip.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var curryN = require_curryN2();
    var flip = /* @__PURE__ */ _curry1(function flip2(fn) {
      return curryN(fn.length, function(a, b) {
        var args = Array.prototype.slice.call(arguments, 0);
        args[0] = b;
        args[1] = a;
        return fn.apply(this, args);
      });
    });
    module2.exports = flip;
  }
});

// node_modules/ramda/src/flow.js
var require_flow = __commonJS({
  "node_modules/ramda/src/flow.js"(exports2, module2) {
    var applyTo = require_applyTo();
    var _curry2 = require_curry2();
    var _reduce = require_reduce2();
    var flow = /* @__PURE__ */ _curry2(function flow2(seed, pipeline) {
      return _reduce(applyTo, seed, pipeline);
    });
    module2.exports = flow;
  }
});

// node_modules/ramda/src/forEach.js
var require_forEach = __commonJS({
  "node_modules/ramda/src/forEach.js"(exports2, module2) {
    var _checkForMethod = require_checkForMethod();
    var _curry2 = require_curry2();
    var forEach = /* @__PURE__ */ _curry2(/* @__PURE__ */ _checkForMethod("forEach", function forEach2(fn, list) {
      var len = list.length;
      var idx = 0;
      while (idx < len) {
        fn(list[idx]);
        idx += 1;
      }
      return list;
    }));
    module2.exports = forEach;
  }
});

// node_modules/ramda/src/forEachObjIndexed.js
var require_forEachObjIndexed = __commonJS({
  "node_modules/ramda/src/forEachObjIndexed.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var keys = require_keys();
    var forEachObjIndexed = /* @__PURE__ */ _curry2(function forEachObjIndexed2(fn, obj) {
      var keyList = keys(obj);
      var idx = 0;
      while (idx < keyList.length) {
        var key = keyList[idx];
        fn(obj[key], key, obj);
        idx += 1;
      }
      return obj;
    });
    module2.exports = forEachObjIndexed;
  }
});

// node_modules/ramda/src/internal/_fromPairs.js
var require_fromPairs = __commonJS({
  "node_modules/ramda/src/internal/_fromPairs.js"(exports2, module2) {
    function fromPairs(pairs) {
      var result = {};
      var idx = 0;
      while (idx < pairs.length) {
        result[pairs[idx][0]] = pairs[idx][1];
        idx += 1;
      }
      return result;
    }
    module2.exports = fromPairs;
  }
});

// node_modules/ramda/src/fromPairs.js
var require_fromPairs2 = __commonJS({
  "node_modules/ramda/src/fromPairs.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _fromPairs = require_fromPairs();
    var fromPairs = /* @__PURE__ */ _curry1(_fromPairs);
    module2.exports = fromPairs;
  }
});

// node_modules/ramda/src/groupBy.js
var require_groupBy = __commonJS({
  "node_modules/ramda/src/groupBy.js"(exports2, module2) {
    var _checkForMethod = require_checkForMethod();
    var _curry2 = require_curry2();
    var reduceBy = require_reduceBy();
    var groupBy = /* @__PURE__ */ _curry2(/* @__PURE__ */ _checkForMethod("groupBy", /* @__PURE__ */ reduceBy(function(acc, item) {
      acc.push(item);
      return acc;
    }, [])));
    module2.exports = groupBy;
  }
});

// node_modules/ramda/src/groupWith.js
var require_groupWith = __commonJS({
  "node_modules/ramda/src/groupWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var groupWith = /* @__PURE__ */ _curry2(function(fn, list) {
      var res = [];
      var idx = 0;
      var len = list.length;
      while (idx < len) {
        var nextidx = idx + 1;
        while (nextidx < len && fn(list[nextidx - 1], list[nextidx])) {
          nextidx += 1;
        }
        res.push(list.slice(idx, nextidx));
        idx = nextidx;
      }
      return res;
    });
    module2.exports = groupWith;
  }
});

// node_modules/ramda/src/gt.js
var require_gt = __commonJS({
  "node_modules/ramda/src/gt.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var gt = /* @__PURE__ */ _curry2(function gt2(a, b) {
      return a > b;
    });
    module2.exports = gt;
  }
});

// node_modules/ramda/src/gte.js
var require_gte = __commonJS({
  "node_modules/ramda/src/gte.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var gte = /* @__PURE__ */ _curry2(function gte2(a, b) {
      return a >= b;
    });
    module2.exports = gte;
  }
});

// node_modules/ramda/src/hasPath.js
var require_hasPath = __commonJS({
  "node_modules/ramda/src/hasPath.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _has = require_has();
    var isNil = require_isNil();
    var hasPath = /* @__PURE__ */ _curry2(function hasPath2(_path, obj) {
      if (_path.length === 0 || isNil(obj)) {
        return false;
      }
      var val = obj;
      var idx = 0;
      while (idx < _path.length) {
        if (!isNil(val) && _has(_path[idx], val)) {
          val = val[_path[idx]];
          idx += 1;
        } else {
          return false;
        }
      }
      return true;
    });
    module2.exports = hasPath;
  }
});

// node_modules/ramda/src/has.js
var require_has2 = __commonJS({
  "node_modules/ramda/src/has.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var hasPath = require_hasPath();
    var has = /* @__PURE__ */ _curry2(function has2(prop, obj) {
      return hasPath([prop], obj);
    });
    module2.exports = has;
  }
});

// node_modules/ramda/src/hasIn.js
var require_hasIn = __commonJS({
  "node_modules/ramda/src/hasIn.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var isNil = require_isNil();
    var hasIn = /* @__PURE__ */ _curry2(function hasIn2(prop, obj) {
      if (isNil(obj)) {
        return false;
      }
      return prop in obj;
    });
    module2.exports = hasIn;
  }
});

// node_modules/ramda/src/identical.js
var require_identical = __commonJS({
  "node_modules/ramda/src/identical.js"(exports2, module2) {
    var _objectIs = require_objectIs();
    var identical = function(a, b) {
      switch (arguments.length) {
        case 0:
          return identical;
        case 1:
          return /* @__PURE__ */ (function() {
            return function unaryIdentical(_b) {
              switch (arguments.length) {
                case 0:
                  return unaryIdentical;
                default:
                  return _objectIs(a, _b);
              }
            };
          })();
        default:
          return _objectIs(a, b);
      }
    };
    module2.exports = identical;
  }
});

// node_modules/ramda/src/ifElse.js
var require_ifElse = __commonJS({
  "node_modules/ramda/src/ifElse.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var curryN = require_curryN2();
    var ifElse = /* @__PURE__ */ _curry3(function ifElse2(condition, onTrue, onFalse) {
      return curryN(Math.max(condition.length, onTrue.length, onFalse.length), function _ifElse() {
        return condition.apply(this, arguments) ? onTrue.apply(this, arguments) : onFalse.apply(this, arguments);
      });
    });
    module2.exports = ifElse;
  }
});

// node_modules/ramda/src/inc.js
var require_inc = __commonJS({
  "node_modules/ramda/src/inc.js"(exports2, module2) {
    var add = require_add();
    var inc = /* @__PURE__ */ add(1);
    module2.exports = inc;
  }
});

// node_modules/ramda/src/includes.js
var require_includes2 = __commonJS({
  "node_modules/ramda/src/includes.js"(exports2, module2) {
    var _includes = require_includes();
    var _curry2 = require_curry2();
    var includes = /* @__PURE__ */ _curry2(_includes);
    module2.exports = includes;
  }
});

// node_modules/ramda/src/indexBy.js
var require_indexBy = __commonJS({
  "node_modules/ramda/src/indexBy.js"(exports2, module2) {
    var reduceBy = require_reduceBy();
    var indexBy = /* @__PURE__ */ reduceBy(function(acc, elem) {
      return elem;
    }, null);
    module2.exports = indexBy;
  }
});

// node_modules/ramda/src/indexOf.js
var require_indexOf2 = __commonJS({
  "node_modules/ramda/src/indexOf.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _indexOf = require_indexOf();
    var _isArray = require_isArray();
    var indexOf = /* @__PURE__ */ _curry2(function indexOf2(target, xs) {
      return typeof xs.indexOf === "function" && !_isArray(xs) ? xs.indexOf(target) : _indexOf(xs, target, 0);
    });
    module2.exports = indexOf;
  }
});

// node_modules/ramda/src/init.js
var require_init = __commonJS({
  "node_modules/ramda/src/init.js"(exports2, module2) {
    var slice = require_slice();
    var init = /* @__PURE__ */ slice(0, -1);
    module2.exports = init;
  }
});

// node_modules/ramda/src/innerJoin.js
var require_innerJoin = __commonJS({
  "node_modules/ramda/src/innerJoin.js"(exports2, module2) {
    var _includesWith = require_includesWith();
    var _curry3 = require_curry3();
    var _filter = require_filter();
    var innerJoin = /* @__PURE__ */ _curry3(function innerJoin2(pred, xs, ys) {
      return _filter(function(x) {
        return _includesWith(pred, x, ys);
      }, xs);
    });
    module2.exports = innerJoin;
  }
});

// node_modules/ramda/src/insert.js
var require_insert = __commonJS({
  "node_modules/ramda/src/insert.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var insert = /* @__PURE__ */ _curry3(function insert2(idx, elt, list) {
      idx = idx < list.length && idx >= 0 ? idx : list.length;
      var result = Array.prototype.slice.call(list, 0);
      result.splice(idx, 0, elt);
      return result;
    });
    module2.exports = insert;
  }
});

// node_modules/ramda/src/insertAll.js
var require_insertAll = __commonJS({
  "node_modules/ramda/src/insertAll.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var insertAll = /* @__PURE__ */ _curry3(function insertAll2(idx, elts, list) {
      idx = idx < list.length && idx >= 0 ? idx : list.length;
      return [].concat(Array.prototype.slice.call(list, 0, idx), elts, Array.prototype.slice.call(list, idx));
    });
    module2.exports = insertAll;
  }
});

// node_modules/ramda/src/internal/_xuniqBy.js
var require_xuniqBy = __commonJS({
  "node_modules/ramda/src/internal/_xuniqBy.js"(exports2, module2) {
    var _Set = require_Set();
    var _xfBase = require_xfBase();
    var XUniqBy = /* @__PURE__ */ (function() {
      function XUniqBy2(f, xf) {
        this.xf = xf;
        this.f = f;
        this.set = new _Set();
      }
      XUniqBy2.prototype["@@transducer/init"] = _xfBase.init;
      XUniqBy2.prototype["@@transducer/result"] = _xfBase.result;
      XUniqBy2.prototype["@@transducer/step"] = function(result, input) {
        return this.set.add(this.f(input)) ? this.xf["@@transducer/step"](result, input) : result;
      };
      return XUniqBy2;
    })();
    function _xuniqBy(f) {
      return function(xf) {
        return new XUniqBy(f, xf);
      };
    }
    module2.exports = _xuniqBy;
  }
});

// node_modules/ramda/src/uniqBy.js
var require_uniqBy = __commonJS({
  "node_modules/ramda/src/uniqBy.js"(exports2, module2) {
    var _Set = require_Set();
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xuniqBy = require_xuniqBy();
    var uniqBy = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xuniqBy, function(fn, list) {
      var set = new _Set();
      var result = [];
      var idx = 0;
      var appliedItem, item;
      while (idx < list.length) {
        item = list[idx];
        appliedItem = fn(item);
        if (set.add(appliedItem)) {
          result.push(item);
        }
        idx += 1;
      }
      return result;
    }));
    module2.exports = uniqBy;
  }
});

// node_modules/ramda/src/uniq.js
var require_uniq = __commonJS({
  "node_modules/ramda/src/uniq.js"(exports2, module2) {
    var identity = require_identity2();
    var uniqBy = require_uniqBy();
    var uniq = /* @__PURE__ */ uniqBy(identity);
    module2.exports = uniq;
  }
});

// node_modules/ramda/src/intersection.js
var require_intersection = __commonJS({
  "node_modules/ramda/src/intersection.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _filter = require_filter();
    var _Set = require_Set();
    var uniq = require_uniq();
    var intersection = /* @__PURE__ */ _curry2(function intersection2(list1, list2) {
      var toKeep = new _Set();
      for (var i = 0; i < list1.length; i += 1) {
        toKeep.add(list1[i]);
      }
      return uniq(_filter(toKeep.has.bind(toKeep), list2));
    });
    module2.exports = intersection;
  }
});

// node_modules/ramda/src/intersperse.js
var require_intersperse = __commonJS({
  "node_modules/ramda/src/intersperse.js"(exports2, module2) {
    var _checkForMethod = require_checkForMethod();
    var _curry2 = require_curry2();
    var intersperse = /* @__PURE__ */ _curry2(/* @__PURE__ */ _checkForMethod("intersperse", function _intersperse(separator, list) {
      var length = list.length;
      if (length === 0) {
        return [];
      }
      var out = Array(length * 2 - 1);
      var idx = 0;
      while (idx < length) {
        var i = idx * 2;
        if (idx === length - 1) {
          out[i] = list[idx];
        } else {
          out[i] = list[idx];
          out[i + 1] = separator;
        }
        idx += 1;
      }
      return out;
    }));
    module2.exports = intersperse;
  }
});

// node_modules/ramda/src/internal/_objectAssign.js
var require_objectAssign = __commonJS({
  "node_modules/ramda/src/internal/_objectAssign.js"(exports2, module2) {
    var _has = require_has();
    function _objectAssign(target) {
      if (target == null) {
        throw new TypeError("Cannot convert undefined or null to object");
      }
      var output = Object(target);
      var idx = 1;
      var length = arguments.length;
      while (idx < length) {
        var source = arguments[idx];
        if (source != null) {
          for (var nextKey in source) {
            if (_has(nextKey, source)) {
              output[nextKey] = source[nextKey];
            }
          }
        }
        idx += 1;
      }
      return output;
    }
    module2.exports = typeof Object.assign === "function" ? Object.assign : _objectAssign;
  }
});

// node_modules/ramda/src/objOf.js
var require_objOf = __commonJS({
  "node_modules/ramda/src/objOf.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var objOf = /* @__PURE__ */ _curry2(function objOf2(key, val) {
      var obj = {};
      obj[key] = val;
      return obj;
    });
    module2.exports = objOf;
  }
});

// node_modules/ramda/src/internal/_stepCat.js
var require_stepCat = __commonJS({
  "node_modules/ramda/src/internal/_stepCat.js"(exports2, module2) {
    var _objectAssign = require_objectAssign();
    var _identity = require_identity();
    var _isArrayLike = require_isArrayLike();
    var _isTransformer = require_isTransformer();
    var objOf = require_objOf();
    var _stepCatArray = {
      "@@transducer/init": Array,
      "@@transducer/step": function(xs, x) {
        xs.push(x);
        return xs;
      },
      "@@transducer/result": _identity
    };
    var _stepCatString = {
      "@@transducer/init": String,
      "@@transducer/step": function(a, b) {
        return a + b;
      },
      "@@transducer/result": _identity
    };
    var _stepCatObject = {
      "@@transducer/init": Object,
      "@@transducer/step": function(result, input) {
        return _objectAssign(result, _isArrayLike(input) ? objOf(input[0], input[1]) : input);
      },
      "@@transducer/result": _identity
    };
    function _stepCat(obj) {
      if (_isTransformer(obj)) {
        return obj;
      }
      if (_isArrayLike(obj)) {
        return _stepCatArray;
      }
      if (typeof obj === "string") {
        return _stepCatString;
      }
      if (typeof obj === "object") {
        return _stepCatObject;
      }
      throw new Error("Cannot create transformer for " + obj);
    }
    module2.exports = _stepCat;
  }
});

// node_modules/ramda/src/into.js
var require_into = __commonJS({
  "node_modules/ramda/src/into.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _isTransformer = require_isTransformer();
    var _xReduce = require_xReduce();
    var _stepCat = require_stepCat();
    var into = /* @__PURE__ */ _curry3(function into2(acc, transducer, list) {
      var xf = transducer(_isTransformer(acc) ? acc : _stepCat(acc));
      return _xReduce(xf, xf["@@transducer/init"](), list);
    });
    module2.exports = into;
  }
});

// node_modules/ramda/src/invert.js
var require_invert = __commonJS({
  "node_modules/ramda/src/invert.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _has = require_has();
    var keys = require_keys();
    var invert = /* @__PURE__ */ _curry1(function invert2(obj) {
      var props = keys(obj);
      var len = props.length;
      var idx = 0;
      var out = {};
      while (idx < len) {
        var key = props[idx];
        var val = obj[key];
        var list = _has(val, out) ? out[val] : out[val] = [];
        list[list.length] = key;
        idx += 1;
      }
      return out;
    });
    module2.exports = invert;
  }
});

// node_modules/ramda/src/invertObj.js
var require_invertObj = __commonJS({
  "node_modules/ramda/src/invertObj.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var keys = require_keys();
    var invertObj = /* @__PURE__ */ _curry1(function invertObj2(obj) {
      var props = keys(obj);
      var len = props.length;
      var idx = 0;
      var out = {};
      while (idx < len) {
        var key = props[idx];
        out[obj[key]] = key;
        idx += 1;
      }
      return out;
    });
    module2.exports = invertObj;
  }
});

// node_modules/ramda/src/invoker.js
var require_invoker = __commonJS({
  "node_modules/ramda/src/invoker.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isFunction = require_isFunction();
    var curryN = require_curryN2();
    var toString = require_toString2();
    var invoker = /* @__PURE__ */ _curry2(function invoker2(arity, method) {
      return curryN(arity + 1, function() {
        var target = arguments[arity];
        if (target != null && _isFunction(target[method])) {
          return target[method].apply(target, Array.prototype.slice.call(arguments, 0, arity));
        }
        throw new TypeError(toString(target) + ' does not have a method named "' + method + '"');
      });
    });
    module2.exports = invoker;
  }
});

// node_modules/ramda/src/is.js
var require_is = __commonJS({
  "node_modules/ramda/src/is.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var is = /* @__PURE__ */ _curry2(function is2(Ctor, val) {
      return val instanceof Ctor || val != null && (val.constructor === Ctor || Ctor.name === "Object" && typeof val === "object");
    });
    module2.exports = is;
  }
});

// node_modules/ramda/src/isEmpty.js
var require_isEmpty = __commonJS({
  "node_modules/ramda/src/isEmpty.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var empty = require_empty();
    var equals = require_equals2();
    var isEmpty = /* @__PURE__ */ _curry1(function isEmpty2(x) {
      return x != null && equals(x, empty(x));
    });
    module2.exports = isEmpty;
  }
});

// node_modules/ramda/src/isNotEmpty.js
var require_isNotEmpty = __commonJS({
  "node_modules/ramda/src/isNotEmpty.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var isEmpty = require_isEmpty();
    var isNotEmpty = /* @__PURE__ */ _curry1(function isNotEmpty2(x) {
      return !isEmpty(x);
    });
    module2.exports = isNotEmpty;
  }
});

// node_modules/ramda/src/isNotNil.js
var require_isNotNil = __commonJS({
  "node_modules/ramda/src/isNotNil.js"(exports2, module2) {
    var isNil = require_isNil();
    var _curry1 = require_curry1();
    var isNotNil = /* @__PURE__ */ _curry1(function isNotNil2(x) {
      return !isNil(x);
    });
    module2.exports = isNotNil;
  }
});

// node_modules/ramda/src/join.js
var require_join = __commonJS({
  "node_modules/ramda/src/join.js"(exports2, module2) {
    var invoker = require_invoker();
    var join2 = /* @__PURE__ */ invoker(1, "join");
    module2.exports = join2;
  }
});

// node_modules/ramda/src/juxt.js
var require_juxt = __commonJS({
  "node_modules/ramda/src/juxt.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var converge = require_converge();
    var juxt = /* @__PURE__ */ _curry1(function juxt2(fns) {
      return converge(function() {
        return Array.prototype.slice.call(arguments, 0);
      }, fns);
    });
    module2.exports = juxt;
  }
});

// node_modules/ramda/src/keysIn.js
var require_keysIn = __commonJS({
  "node_modules/ramda/src/keysIn.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var keysIn = /* @__PURE__ */ _curry1(function keysIn2(obj) {
      var prop;
      var ks = [];
      for (prop in obj) {
        ks[ks.length] = prop;
      }
      return ks;
    });
    module2.exports = keysIn;
  }
});

// node_modules/ramda/src/lastIndexOf.js
var require_lastIndexOf = __commonJS({
  "node_modules/ramda/src/lastIndexOf.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isArray = require_isArray();
    var equals = require_equals2();
    var lastIndexOf = /* @__PURE__ */ _curry2(function lastIndexOf2(target, xs) {
      if (typeof xs.lastIndexOf === "function" && !_isArray(xs)) {
        return xs.lastIndexOf(target);
      } else {
        var idx = xs.length - 1;
        while (idx >= 0) {
          if (equals(xs[idx], target)) {
            return idx;
          }
          idx -= 1;
        }
        return -1;
      }
    });
    module2.exports = lastIndexOf;
  }
});

// node_modules/ramda/src/internal/_isNumber.js
var require_isNumber = __commonJS({
  "node_modules/ramda/src/internal/_isNumber.js"(exports2, module2) {
    function _isNumber(x) {
      return Object.prototype.toString.call(x) === "[object Number]";
    }
    module2.exports = _isNumber;
  }
});

// node_modules/ramda/src/length.js
var require_length = __commonJS({
  "node_modules/ramda/src/length.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _isNumber = require_isNumber();
    var length = /* @__PURE__ */ _curry1(function length2(list) {
      return list != null && _isNumber(list.length) ? list.length : NaN;
    });
    module2.exports = length;
  }
});

// node_modules/ramda/src/lens.js
var require_lens = __commonJS({
  "node_modules/ramda/src/lens.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var map = require_map2();
    var lens = /* @__PURE__ */ _curry2(function lens2(getter, setter) {
      return function(toFunctorFn) {
        return function(target) {
          return map(function(focus) {
            return setter(focus, target);
          }, toFunctorFn(getter(target)));
        };
      };
    });
    module2.exports = lens;
  }
});

// node_modules/ramda/src/update.js
var require_update = __commonJS({
  "node_modules/ramda/src/update.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var adjust = require_adjust();
    var always = require_always();
    var update = /* @__PURE__ */ _curry3(function update2(idx, x, list) {
      return adjust(idx, always(x), list);
    });
    module2.exports = update;
  }
});

// node_modules/ramda/src/lensIndex.js
var require_lensIndex = __commonJS({
  "node_modules/ramda/src/lensIndex.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _nth = require_nth();
    var lens = require_lens();
    var update = require_update();
    var lensIndex = /* @__PURE__ */ _curry1(function lensIndex2(n) {
      return lens(function(val) {
        return _nth(n, val);
      }, update(n));
    });
    module2.exports = lensIndex;
  }
});

// node_modules/ramda/src/internal/_path.js
var require_path = __commonJS({
  "node_modules/ramda/src/internal/_path.js"(exports2, module2) {
    var _isInteger = require_isInteger();
    var _nth = require_nth();
    function _path(pathAr, obj) {
      var val = obj;
      for (var i = 0; i < pathAr.length; i += 1) {
        if (val == null) {
          return void 0;
        }
        var p = pathAr[i];
        if (_isInteger(p)) {
          val = _nth(p, val);
        } else {
          val = val[p];
        }
      }
      return val;
    }
    module2.exports = _path;
  }
});

// node_modules/ramda/src/lensPath.js
var require_lensPath = __commonJS({
  "node_modules/ramda/src/lensPath.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var assocPath = require_assocPath();
    var lens = require_lens();
    var _path = require_path();
    var lensPath = /* @__PURE__ */ _curry1(function lensPath2(p) {
      return lens(function(val) {
        return _path(p, val);
      }, assocPath(p));
    });
    module2.exports = lensPath;
  }
});

// node_modules/ramda/src/lensProp.js
var require_lensProp = __commonJS({
  "node_modules/ramda/src/lensProp.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var assoc = require_assoc2();
    var lens = require_lens();
    var prop = require_prop2();
    var lensProp = /* @__PURE__ */ _curry1(function lensProp2(k) {
      return lens(prop(k), assoc(k));
    });
    module2.exports = lensProp;
  }
});

// node_modules/ramda/src/lt.js
var require_lt = __commonJS({
  "node_modules/ramda/src/lt.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var lt = /* @__PURE__ */ _curry2(function lt2(a, b) {
      return a < b;
    });
    module2.exports = lt;
  }
});

// node_modules/ramda/src/lte.js
var require_lte = __commonJS({
  "node_modules/ramda/src/lte.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var lte = /* @__PURE__ */ _curry2(function lte2(a, b) {
      return a <= b;
    });
    module2.exports = lte;
  }
});

// node_modules/ramda/src/mapAccum.js
var require_mapAccum = __commonJS({
  "node_modules/ramda/src/mapAccum.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var mapAccum = /* @__PURE__ */ _curry3(function mapAccum2(fn, acc, list) {
      var idx = 0;
      var len = list.length;
      var result = Array(len);
      var tuple = [acc];
      while (idx < len) {
        tuple = fn(tuple[0], list[idx]);
        result[idx] = tuple[1];
        idx += 1;
      }
      return [tuple[0], result];
    });
    module2.exports = mapAccum;
  }
});

// node_modules/ramda/src/mapAccumRight.js
var require_mapAccumRight = __commonJS({
  "node_modules/ramda/src/mapAccumRight.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var mapAccumRight = /* @__PURE__ */ _curry3(function mapAccumRight2(fn, acc, list) {
      var idx = list.length - 1;
      var result = Array(list.length);
      var tuple = [acc];
      while (idx >= 0) {
        tuple = fn(tuple[0], list[idx]);
        result[idx] = tuple[1];
        idx -= 1;
      }
      return [tuple[0], result];
    });
    module2.exports = mapAccumRight;
  }
});

// node_modules/ramda/src/internal/_toPairs.js
var require_toPairs = __commonJS({
  "node_modules/ramda/src/internal/_toPairs.js"(exports2, module2) {
    var _has = require_has();
    function _toPairs(obj) {
      var pairs = [];
      for (var prop in obj) {
        if (_has(prop, obj)) {
          pairs[pairs.length] = [prop, obj[prop]];
        }
      }
      return pairs;
    }
    module2.exports = _toPairs;
  }
});

// node_modules/ramda/src/internal/_rebuild.js
var require_rebuild = __commonJS({
  "node_modules/ramda/src/internal/_rebuild.js"(exports2, module2) {
    var _fromPairs = require_fromPairs();
    var _toPairs = require_toPairs();
    var _chain = require_chain();
    var rebuild = function(convert, obj) {
      return _fromPairs(_chain(function(pair) {
        return convert(pair[0], pair[1]);
      }, _toPairs(obj)));
    };
    module2.exports = rebuild;
  }
});

// node_modules/ramda/src/internal/_mapKeys.js
var require_mapKeys = __commonJS({
  "node_modules/ramda/src/internal/_mapKeys.js"(exports2, module2) {
    var _rebuild = require_rebuild();
    var mapKeys = function mapKeys2(fn, obj) {
      return _rebuild(function(k, v) {
        return [[fn(k), v]];
      }, obj);
    };
    module2.exports = mapKeys;
  }
});

// node_modules/ramda/src/mapKeys.js
var require_mapKeys2 = __commonJS({
  "node_modules/ramda/src/mapKeys.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _mapKeys = require_mapKeys();
    var mapKeys = /* @__PURE__ */ _curry2(_mapKeys);
    module2.exports = mapKeys;
  }
});

// node_modules/ramda/src/mapObjIndexed.js
var require_mapObjIndexed = __commonJS({
  "node_modules/ramda/src/mapObjIndexed.js"(exports2, module2) {
    var _arrayReduce = require_arrayReduce();
    var _curry2 = require_curry2();
    var keys = require_keys();
    var mapObjIndexed = /* @__PURE__ */ _curry2(function mapObjIndexed2(fn, obj) {
      return _arrayReduce(function(acc, key) {
        acc[key] = fn(obj[key], key, obj);
        return acc;
      }, {}, keys(obj));
    });
    module2.exports = mapObjIndexed;
  }
});

// node_modules/ramda/src/match.js
var require_match = __commonJS({
  "node_modules/ramda/src/match.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var match = /* @__PURE__ */ _curry2(function match2(rx, str) {
      return str.match(rx) || [];
    });
    module2.exports = match;
  }
});

// node_modules/ramda/src/mathMod.js
var require_mathMod = __commonJS({
  "node_modules/ramda/src/mathMod.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isInteger = require_isInteger();
    var mathMod = /* @__PURE__ */ _curry2(function mathMod2(m, p) {
      if (!_isInteger(m)) {
        return NaN;
      }
      if (!_isInteger(p) || p < 1) {
        return NaN;
      }
      return (m % p + p) % p;
    });
    module2.exports = mathMod;
  }
});

// node_modules/ramda/src/maxBy.js
var require_maxBy = __commonJS({
  "node_modules/ramda/src/maxBy.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var max = require_max();
    var maxBy = /* @__PURE__ */ _curry3(function maxBy2(f, a, b) {
      var resultB = f(b);
      return max(f(a), resultB) === resultB ? b : a;
    });
    module2.exports = maxBy;
  }
});

// node_modules/ramda/src/sum.js
var require_sum = __commonJS({
  "node_modules/ramda/src/sum.js"(exports2, module2) {
    var add = require_add();
    var reduce = require_reduce();
    var sum = /* @__PURE__ */ reduce(add, 0);
    module2.exports = sum;
  }
});

// node_modules/ramda/src/mean.js
var require_mean = __commonJS({
  "node_modules/ramda/src/mean.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var sum = require_sum();
    var mean = /* @__PURE__ */ _curry1(function mean2(list) {
      return sum(list) / list.length;
    });
    module2.exports = mean;
  }
});

// node_modules/ramda/src/median.js
var require_median = __commonJS({
  "node_modules/ramda/src/median.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var mean = require_mean();
    var median = /* @__PURE__ */ _curry1(function median2(list) {
      var len = list.length;
      if (len === 0) {
        return NaN;
      }
      var width = 2 - len % 2;
      var idx = (len - width) / 2;
      return mean(Array.prototype.slice.call(list, 0).sort(function(a, b) {
        return a < b ? -1 : a > b ? 1 : 0;
      }).slice(idx, idx + width));
    });
    module2.exports = median;
  }
});

// node_modules/ramda/src/memoizeWith.js
var require_memoizeWith = __commonJS({
  "node_modules/ramda/src/memoizeWith.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry2 = require_curry2();
    var _has = require_has();
    var memoizeWith = /* @__PURE__ */ _curry2(function memoizeWith2(keyGen, fn) {
      var cache = {};
      return _arity(fn.length, function() {
        var key = keyGen.apply(this, arguments);
        if (!_has(key, cache)) {
          cache[key] = fn.apply(this, arguments);
        }
        return cache[key];
      });
    });
    module2.exports = memoizeWith;
  }
});

// node_modules/ramda/src/mergeAll.js
var require_mergeAll = __commonJS({
  "node_modules/ramda/src/mergeAll.js"(exports2, module2) {
    var _objectAssign = require_objectAssign();
    var _curry1 = require_curry1();
    var mergeAll = /* @__PURE__ */ _curry1(function mergeAll2(list) {
      return _objectAssign.apply(null, [{}].concat(list));
    });
    module2.exports = mergeAll;
  }
});

// node_modules/ramda/src/mergeWithKey.js
var require_mergeWithKey = __commonJS({
  "node_modules/ramda/src/mergeWithKey.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _has = require_has();
    var mergeWithKey = /* @__PURE__ */ _curry3(function mergeWithKey2(fn, l, r) {
      var result = {};
      var k;
      l = l || {};
      r = r || {};
      for (k in l) {
        if (_has(k, l)) {
          result[k] = _has(k, r) ? fn(k, l[k], r[k]) : l[k];
        }
      }
      for (k in r) {
        if (_has(k, r) && !_has(k, result)) {
          result[k] = r[k];
        }
      }
      return result;
    });
    module2.exports = mergeWithKey;
  }
});

// node_modules/ramda/src/mergeDeepWithKey.js
var require_mergeDeepWithKey = __commonJS({
  "node_modules/ramda/src/mergeDeepWithKey.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _isObject = require_isObject();
    var mergeWithKey = require_mergeWithKey();
    var mergeDeepWithKey = /* @__PURE__ */ _curry3(function mergeDeepWithKey2(fn, lObj, rObj) {
      return mergeWithKey(function(k, lVal, rVal) {
        if (_isObject(lVal) && _isObject(rVal)) {
          return mergeDeepWithKey2(fn, lVal, rVal);
        } else {
          return fn(k, lVal, rVal);
        }
      }, lObj, rObj);
    });
    module2.exports = mergeDeepWithKey;
  }
});

// node_modules/ramda/src/mergeDeepLeft.js
var require_mergeDeepLeft = __commonJS({
  "node_modules/ramda/src/mergeDeepLeft.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var mergeDeepWithKey = require_mergeDeepWithKey();
    var mergeDeepLeft = /* @__PURE__ */ _curry2(function mergeDeepLeft2(lObj, rObj) {
      return mergeDeepWithKey(function(k, lVal, rVal) {
        return lVal;
      }, lObj, rObj);
    });
    module2.exports = mergeDeepLeft;
  }
});

// node_modules/ramda/src/mergeDeepRight.js
var require_mergeDeepRight = __commonJS({
  "node_modules/ramda/src/mergeDeepRight.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var mergeDeepWithKey = require_mergeDeepWithKey();
    var mergeDeepRight = /* @__PURE__ */ _curry2(function mergeDeepRight2(lObj, rObj) {
      return mergeDeepWithKey(function(k, lVal, rVal) {
        return rVal;
      }, lObj, rObj);
    });
    module2.exports = mergeDeepRight;
  }
});

// node_modules/ramda/src/mergeDeepWith.js
var require_mergeDeepWith = __commonJS({
  "node_modules/ramda/src/mergeDeepWith.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var mergeDeepWithKey = require_mergeDeepWithKey();
    var mergeDeepWith = /* @__PURE__ */ _curry3(function mergeDeepWith2(fn, lObj, rObj) {
      return mergeDeepWithKey(function(k, lVal, rVal) {
        return fn(lVal, rVal);
      }, lObj, rObj);
    });
    module2.exports = mergeDeepWith;
  }
});

// node_modules/ramda/src/mergeLeft.js
var require_mergeLeft = __commonJS({
  "node_modules/ramda/src/mergeLeft.js"(exports2, module2) {
    var _objectAssign = require_objectAssign();
    var _curry2 = require_curry2();
    var mergeLeft = /* @__PURE__ */ _curry2(function mergeLeft2(l, r) {
      return _objectAssign({}, r, l);
    });
    module2.exports = mergeLeft;
  }
});

// node_modules/ramda/src/mergeRight.js
var require_mergeRight = __commonJS({
  "node_modules/ramda/src/mergeRight.js"(exports2, module2) {
    var _objectAssign = require_objectAssign();
    var _curry2 = require_curry2();
    var mergeRight = /* @__PURE__ */ _curry2(function mergeRight2(l, r) {
      return _objectAssign({}, l, r);
    });
    module2.exports = mergeRight;
  }
});

// node_modules/ramda/src/mergeWith.js
var require_mergeWith = __commonJS({
  "node_modules/ramda/src/mergeWith.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var mergeWithKey = require_mergeWithKey();
    var mergeWith = /* @__PURE__ */ _curry3(function mergeWith2(fn, l, r) {
      return mergeWithKey(function(_, _l, _r) {
        return fn(_l, _r);
      }, l, r);
    });
    module2.exports = mergeWith;
  }
});

// node_modules/ramda/src/min.js
var require_min = __commonJS({
  "node_modules/ramda/src/min.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var toString = require_toString2();
    var min = /* @__PURE__ */ _curry2(function min2(a, b) {
      if (a === b) {
        return a;
      }
      function safeMin(x, y) {
        if (x < y !== y < x) {
          return y < x ? y : x;
        }
        return void 0;
      }
      var minByValue = safeMin(a, b);
      if (minByValue !== void 0) {
        return minByValue;
      }
      var minByType = safeMin(typeof a, typeof b);
      if (minByType !== void 0) {
        return minByType === typeof a ? a : b;
      }
      var stringA = toString(a);
      var minByStringValue = safeMin(stringA, toString(b));
      if (minByStringValue !== void 0) {
        return minByStringValue === stringA ? a : b;
      }
      return a;
    });
    module2.exports = min;
  }
});

// node_modules/ramda/src/minBy.js
var require_minBy = __commonJS({
  "node_modules/ramda/src/minBy.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var min = require_min();
    var minBy = /* @__PURE__ */ _curry3(function minBy2(f, a, b) {
      var resultB = f(b);
      return min(f(a), resultB) === resultB ? b : a;
    });
    module2.exports = minBy;
  }
});

// node_modules/ramda/src/internal/_modify.js
var require_modify = __commonJS({
  "node_modules/ramda/src/internal/_modify.js"(exports2, module2) {
    var _isArray = require_isArray();
    var _isInteger = require_isInteger();
    function _modify(prop, fn, obj) {
      if (_isInteger(prop) && _isArray(obj)) {
        var arr = [].concat(obj);
        arr[prop] = fn(arr[prop]);
        return arr;
      }
      var result = {};
      for (var p in obj) {
        result[p] = obj[p];
      }
      result[prop] = fn(result[prop]);
      return result;
    }
    module2.exports = _modify;
  }
});

// node_modules/ramda/src/modifyPath.js
var require_modifyPath = __commonJS({
  "node_modules/ramda/src/modifyPath.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _isArray = require_isArray();
    var _isObject = require_isObject();
    var _has = require_has();
    var _assoc = require_assoc();
    var _modify = require_modify();
    var modifyPath = /* @__PURE__ */ _curry3(function modifyPath2(path, fn, object) {
      if (!_isObject(object) && !_isArray(object)) {
        return object;
      }
      if (path.length === 0) {
        return fn(object);
      }
      var idx = path[0];
      if (!_has(idx, object)) {
        return object;
      }
      if (path.length === 1) {
        return _modify(idx, fn, object);
      }
      var val = modifyPath2(Array.prototype.slice.call(path, 1), fn, object[idx]);
      if (val === object[idx]) {
        return object;
      }
      return _assoc(idx, val, object);
    });
    module2.exports = modifyPath;
  }
});

// node_modules/ramda/src/modify.js
var require_modify2 = __commonJS({
  "node_modules/ramda/src/modify.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var modifyPath = require_modifyPath();
    var modify = /* @__PURE__ */ _curry3(function modify2(prop, fn, object) {
      return modifyPath([prop], fn, object);
    });
    module2.exports = modify;
  }
});

// node_modules/ramda/src/modulo.js
var require_modulo = __commonJS({
  "node_modules/ramda/src/modulo.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var modulo = /* @__PURE__ */ _curry2(function modulo2(a, b) {
      return a % b;
    });
    module2.exports = modulo;
  }
});

// node_modules/ramda/src/move.js
var require_move = __commonJS({
  "node_modules/ramda/src/move.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var move = /* @__PURE__ */ _curry3(function(from, to, list) {
      var length = list.length;
      var result = list.slice();
      var positiveFrom = from < 0 ? length + from : from;
      var positiveTo = to < 0 ? length + to : to;
      var item = result.splice(positiveFrom, 1);
      return positiveFrom < 0 || positiveFrom >= list.length || positiveTo < 0 || positiveTo >= list.length ? list : [].concat(result.slice(0, positiveTo)).concat(item).concat(result.slice(positiveTo, list.length));
    });
    module2.exports = move;
  }
});

// node_modules/ramda/src/multiply.js
var require_multiply = __commonJS({
  "node_modules/ramda/src/multiply.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var multiply = /* @__PURE__ */ _curry2(function multiply2(a, b) {
      return a * b;
    });
    module2.exports = multiply;
  }
});

// node_modules/ramda/src/partialObject.js
var require_partialObject = __commonJS({
  "node_modules/ramda/src/partialObject.js"(exports2, module2) {
    var mergeDeepRight = require_mergeDeepRight();
    var _curry2 = require_curry2();
    var partialObject = /* @__PURE__ */ _curry2(function partialObject2(f, o) {
      return function _partialObject(props) {
        return f(mergeDeepRight(o, props));
      };
    });
    module2.exports = partialObject;
  }
});

// node_modules/ramda/src/negate.js
var require_negate = __commonJS({
  "node_modules/ramda/src/negate.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var negate = /* @__PURE__ */ _curry1(function negate2(n) {
      return -n;
    });
    module2.exports = negate;
  }
});

// node_modules/ramda/src/none.js
var require_none = __commonJS({
  "node_modules/ramda/src/none.js"(exports2, module2) {
    var _complement = require_complement();
    var _curry2 = require_curry2();
    var all = require_all();
    var none2 = /* @__PURE__ */ _curry2(function none3(fn, input) {
      return all(_complement(fn), input);
    });
    module2.exports = none2;
  }
});

// node_modules/ramda/src/nth.js
var require_nth2 = __commonJS({
  "node_modules/ramda/src/nth.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _nth = require_nth();
    var nth = /* @__PURE__ */ _curry2(_nth);
    module2.exports = nth;
  }
});

// node_modules/ramda/src/nthArg.js
var require_nthArg = __commonJS({
  "node_modules/ramda/src/nthArg.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _nth = require_nth();
    var curryN = require_curryN2();
    var nthArg = /* @__PURE__ */ _curry1(function nthArg2(n) {
      var arity = n < 0 ? 1 : n + 1;
      return curryN(arity, function() {
        return _nth(n, arguments);
      });
    });
    module2.exports = nthArg;
  }
});

// node_modules/ramda/src/o.js
var require_o = __commonJS({
  "node_modules/ramda/src/o.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var o = /* @__PURE__ */ _curry3(function o2(f, g, x) {
      return f(g(x));
    });
    module2.exports = o;
  }
});

// node_modules/ramda/src/of.js
var require_of = __commonJS({
  "node_modules/ramda/src/of.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var of = /* @__PURE__ */ _curry2(function of2(Ctor, val) {
      return typeof Ctor["fantasy-land/of"] === "function" ? Ctor["fantasy-land/of"](val) : typeof Ctor.of === "function" ? Ctor.of(val) : [val];
    });
    module2.exports = of;
  }
});

// node_modules/ramda/src/omit.js
var require_omit = __commonJS({
  "node_modules/ramda/src/omit.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var omit = /* @__PURE__ */ _curry2(function omit2(names, obj) {
      var result = {};
      var index = {};
      var idx = 0;
      var len = names.length;
      while (idx < len) {
        index[names[idx]] = 1;
        idx += 1;
      }
      for (var prop in obj) {
        if (!index.hasOwnProperty(prop)) {
          result[prop] = obj[prop];
        }
      }
      return result;
    });
    module2.exports = omit;
  }
});

// node_modules/ramda/src/on.js
var require_on = __commonJS({
  "node_modules/ramda/src/on.js"(exports2, module2) {
    var curryN = require_curryN();
    var on = /* @__PURE__ */ curryN(4, [], function on2(f, g, a, b) {
      return f(g(a), g(b));
    });
    module2.exports = on;
  }
});

// node_modules/ramda/src/once.js
var require_once = __commonJS({
  "node_modules/ramda/src/once.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry1 = require_curry1();
    var once = /* @__PURE__ */ _curry1(function once2(fn) {
      var called = false;
      var result;
      return _arity(fn.length, function() {
        if (called) {
          return result;
        }
        called = true;
        result = fn.apply(this, arguments);
        return result;
      });
    });
    module2.exports = once;
  }
});

// node_modules/ramda/src/internal/_assertPromise.js
var require_assertPromise = __commonJS({
  "node_modules/ramda/src/internal/_assertPromise.js"(exports2, module2) {
    var _isFunction = require_isFunction();
    var _toString = require_toString();
    function _assertPromise(name, p) {
      if (p == null || !_isFunction(p.then)) {
        throw new TypeError("`" + name + "` expected a Promise, received " + _toString(p, []));
      }
    }
    module2.exports = _assertPromise;
  }
});

// node_modules/ramda/src/otherwise.js
var require_otherwise = __commonJS({
  "node_modules/ramda/src/otherwise.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _assertPromise = require_assertPromise();
    var otherwise = /* @__PURE__ */ _curry2(function otherwise2(f, p) {
      _assertPromise("otherwise", p);
      return p.then(null, f);
    });
    module2.exports = otherwise;
  }
});

// node_modules/ramda/src/over.js
var require_over = __commonJS({
  "node_modules/ramda/src/over.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var Identity = function(x) {
      return {
        value: x,
        map: function(f) {
          return Identity(f(x));
        }
      };
    };
    var over = /* @__PURE__ */ _curry3(function over2(lens, f, x) {
      return lens(function(y) {
        return Identity(f(y));
      })(x).value;
    });
    module2.exports = over;
  }
});

// node_modules/ramda/src/pair.js
var require_pair = __commonJS({
  "node_modules/ramda/src/pair.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var pair = /* @__PURE__ */ _curry2(function pair2(fst, snd) {
      return [fst, snd];
    });
    module2.exports = pair;
  }
});

// node_modules/ramda/src/internal/_createPartialApplicator.js
var require_createPartialApplicator = __commonJS({
  "node_modules/ramda/src/internal/_createPartialApplicator.js"(exports2, module2) {
    var _arity = require_arity();
    var _curry2 = require_curry2();
    function _createPartialApplicator(concat) {
      return _curry2(function(fn, args) {
        return _arity(Math.max(0, fn.length - args.length), function() {
          return fn.apply(this, concat(args, arguments));
        });
      });
    }
    module2.exports = _createPartialApplicator;
  }
});

// node_modules/ramda/src/partial.js
var require_partial = __commonJS({
  "node_modules/ramda/src/partial.js"(exports2, module2) {
    var _concat = require_concat();
    var _createPartialApplicator = require_createPartialApplicator();
    var partial = /* @__PURE__ */ _createPartialApplicator(_concat);
    module2.exports = partial;
  }
});

// node_modules/ramda/src/partialRight.js
var require_partialRight = __commonJS({
  "node_modules/ramda/src/partialRight.js"(exports2, module2) {
    var _concat = require_concat();
    var _createPartialApplicator = require_createPartialApplicator();
    var flip = require_flip();
    var partialRight = /* @__PURE__ */ _createPartialApplicator(/* @__PURE__ */ flip(_concat));
    module2.exports = partialRight;
  }
});

// node_modules/ramda/src/partition.js
var require_partition = __commonJS({
  "node_modules/ramda/src/partition.js"(exports2, module2) {
    var filter = require_filter2();
    var juxt = require_juxt();
    var reject = require_reject();
    var partition = /* @__PURE__ */ juxt([filter, reject]);
    module2.exports = partition;
  }
});

// node_modules/ramda/src/path.js
var require_path2 = __commonJS({
  "node_modules/ramda/src/path.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _path = require_path();
    var path = /* @__PURE__ */ _curry2(_path);
    module2.exports = path;
  }
});

// node_modules/ramda/src/paths.js
var require_paths = __commonJS({
  "node_modules/ramda/src/paths.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isInteger = require_isInteger();
    var _nth = require_nth();
    var paths = /* @__PURE__ */ _curry2(function paths2(pathsArray, obj) {
      return pathsArray.map(function(paths3) {
        var val = obj;
        var idx = 0;
        var p;
        while (idx < paths3.length) {
          if (val == null) {
            return;
          }
          p = paths3[idx];
          val = _isInteger(p) ? _nth(p, val) : val[p];
          idx += 1;
        }
        return val;
      });
    });
    module2.exports = paths;
  }
});

// node_modules/ramda/src/pathEq.js
var require_pathEq = __commonJS({
  "node_modules/ramda/src/pathEq.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _path = require_path();
    var equals = require_equals2();
    var pathEq = /* @__PURE__ */ _curry3(function pathEq2(val, pathAr, obj) {
      return equals(_path(pathAr, obj), val);
    });
    module2.exports = pathEq;
  }
});

// node_modules/ramda/src/pathOr.js
var require_pathOr = __commonJS({
  "node_modules/ramda/src/pathOr.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _path = require_path();
    var defaultTo = require_defaultTo();
    var pathOr = /* @__PURE__ */ _curry3(function pathOr2(d, p, obj) {
      return defaultTo(d, _path(p, obj));
    });
    module2.exports = pathOr;
  }
});

// node_modules/ramda/src/pathSatisfies.js
var require_pathSatisfies = __commonJS({
  "node_modules/ramda/src/pathSatisfies.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _path = require_path();
    var pathSatisfies = /* @__PURE__ */ _curry3(function pathSatisfies2(pred, propPath, obj) {
      return pred(_path(propPath, obj));
    });
    module2.exports = pathSatisfies;
  }
});

// node_modules/ramda/src/pick.js
var require_pick = __commonJS({
  "node_modules/ramda/src/pick.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var pick2 = /* @__PURE__ */ _curry2(function pick3(names, obj) {
      var result = {};
      var idx = 0;
      while (idx < names.length) {
        if (names[idx] in obj) {
          result[names[idx]] = obj[names[idx]];
        }
        idx += 1;
      }
      return result;
    });
    module2.exports = pick2;
  }
});

// node_modules/ramda/src/pickAll.js
var require_pickAll = __commonJS({
  "node_modules/ramda/src/pickAll.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var pickAll = /* @__PURE__ */ _curry2(function pickAll2(names, obj) {
      var result = {};
      var idx = 0;
      var len = names.length;
      while (idx < len) {
        var name = names[idx];
        result[name] = obj[name];
        idx += 1;
      }
      return result;
    });
    module2.exports = pickAll;
  }
});

// node_modules/ramda/src/pickBy.js
var require_pickBy = __commonJS({
  "node_modules/ramda/src/pickBy.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var pickBy = /* @__PURE__ */ _curry2(function pickBy2(test, obj) {
      var result = {};
      for (var prop in obj) {
        if (test(obj[prop], prop, obj)) {
          result[prop] = obj[prop];
        }
      }
      return result;
    });
    module2.exports = pickBy;
  }
});

// node_modules/ramda/src/prepend.js
var require_prepend = __commonJS({
  "node_modules/ramda/src/prepend.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry2 = require_curry2();
    var prepend = /* @__PURE__ */ _curry2(function prepend2(el, list) {
      return _concat([el], list);
    });
    module2.exports = prepend;
  }
});

// node_modules/ramda/src/product.js
var require_product = __commonJS({
  "node_modules/ramda/src/product.js"(exports2, module2) {
    var multiply = require_multiply();
    var reduce = require_reduce();
    var product = /* @__PURE__ */ reduce(multiply, 1);
    module2.exports = product;
  }
});

// node_modules/ramda/src/useWith.js
var require_useWith = __commonJS({
  "node_modules/ramda/src/useWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var curryN = require_curryN2();
    var useWith = /* @__PURE__ */ _curry2(function useWith2(fn, transformers) {
      return curryN(transformers.length, function() {
        var args = [];
        var idx = 0;
        while (idx < transformers.length) {
          args.push(transformers[idx].call(this, arguments[idx]));
          idx += 1;
        }
        return fn.apply(this, args.concat(Array.prototype.slice.call(arguments, transformers.length)));
      });
    });
    module2.exports = useWith;
  }
});

// node_modules/ramda/src/project.js
var require_project = __commonJS({
  "node_modules/ramda/src/project.js"(exports2, module2) {
    var _map = require_map();
    var identity = require_identity2();
    var pickAll = require_pickAll();
    var useWith = require_useWith();
    var project = /* @__PURE__ */ useWith(_map, [pickAll, identity]);
    module2.exports = project;
  }
});

// node_modules/ramda/src/internal/_promap.js
var require_promap = __commonJS({
  "node_modules/ramda/src/internal/_promap.js"(exports2, module2) {
    function _promap(f, g, profunctor) {
      return function(x) {
        return g(profunctor(f(x)));
      };
    }
    module2.exports = _promap;
  }
});

// node_modules/ramda/src/internal/_xpromap.js
var require_xpromap = __commonJS({
  "node_modules/ramda/src/internal/_xpromap.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var _promap = require_promap();
    var XPromap = /* @__PURE__ */ (function() {
      function XPromap2(f, g, xf) {
        this.xf = xf;
        this.f = f;
        this.g = g;
      }
      XPromap2.prototype["@@transducer/init"] = _xfBase.init;
      XPromap2.prototype["@@transducer/result"] = _xfBase.result;
      XPromap2.prototype["@@transducer/step"] = function(result, input) {
        return this.xf["@@transducer/step"](result, _promap(this.f, this.g, input));
      };
      return XPromap2;
    })();
    function _xpromap(f, g) {
      return function(xf) {
        return new XPromap(f, g, xf);
      };
    }
    module2.exports = _xpromap;
  }
});

// node_modules/ramda/src/promap.js
var require_promap2 = __commonJS({
  "node_modules/ramda/src/promap.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _dispatchable = require_dispatchable();
    var _promap = require_promap();
    var _xpromap = require_xpromap();
    var promap = /* @__PURE__ */ _curry3(/* @__PURE__ */ _dispatchable(["fantasy-land/promap", "promap"], _xpromap, _promap));
    module2.exports = promap;
  }
});

// node_modules/ramda/src/propEq.js
var require_propEq = __commonJS({
  "node_modules/ramda/src/propEq.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var prop = require_prop2();
    var equals = require_equals2();
    var propEq = /* @__PURE__ */ _curry3(function propEq2(val, name, obj) {
      return equals(val, prop(name, obj));
    });
    module2.exports = propEq;
  }
});

// node_modules/ramda/src/propIs.js
var require_propIs = __commonJS({
  "node_modules/ramda/src/propIs.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var prop = require_prop2();
    var is = require_is();
    var propIs = /* @__PURE__ */ _curry3(function propIs2(type, name, obj) {
      return is(type, prop(name, obj));
    });
    module2.exports = propIs;
  }
});

// node_modules/ramda/src/propOr.js
var require_propOr = __commonJS({
  "node_modules/ramda/src/propOr.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var defaultTo = require_defaultTo();
    var prop = require_prop2();
    var propOr = /* @__PURE__ */ _curry3(function propOr2(val, p, obj) {
      return defaultTo(val, prop(p, obj));
    });
    module2.exports = propOr;
  }
});

// node_modules/ramda/src/propSatisfies.js
var require_propSatisfies = __commonJS({
  "node_modules/ramda/src/propSatisfies.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var prop = require_prop2();
    var propSatisfies = /* @__PURE__ */ _curry3(function propSatisfies2(pred, name, obj) {
      return pred(prop(name, obj));
    });
    module2.exports = propSatisfies;
  }
});

// node_modules/ramda/src/props.js
var require_props = __commonJS({
  "node_modules/ramda/src/props.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var prop = require_prop2();
    var props = /* @__PURE__ */ _curry2(function props2(ps, obj) {
      return ps.map(function(p) {
        return prop(p, obj);
      });
    });
    module2.exports = props;
  }
});

// node_modules/ramda/src/range.js
var require_range = __commonJS({
  "node_modules/ramda/src/range.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isNumber = require_isNumber();
    var range2 = /* @__PURE__ */ _curry2(function range3(from, to) {
      if (!(_isNumber(from) && _isNumber(to))) {
        throw new TypeError("Both arguments to range must be numbers");
      }
      var length = from < to ? Math.ceil(to - from) : 0;
      var result = Array(length);
      var idx = 0;
      while (idx < length) {
        result[idx] = idx + from;
        idx += 1;
      }
      return result;
    });
    module2.exports = range2;
  }
});

// node_modules/ramda/src/rebuild.js
var require_rebuild2 = __commonJS({
  "node_modules/ramda/src/rebuild.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _rebuild = require_rebuild();
    var rebuild = /* @__PURE__ */ _curry2(_rebuild);
    module2.exports = rebuild;
  }
});

// node_modules/ramda/src/reduceRight.js
var require_reduceRight = __commonJS({
  "node_modules/ramda/src/reduceRight.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var reduceRight = /* @__PURE__ */ _curry3(function reduceRight2(fn, acc, list) {
      var idx = list.length - 1;
      while (idx >= 0) {
        acc = fn(list[idx], acc);
        if (acc && acc["@@transducer/reduced"]) {
          acc = acc["@@transducer/value"];
          break;
        }
        idx -= 1;
      }
      return acc;
    });
    module2.exports = reduceRight;
  }
});

// node_modules/ramda/src/reduceWhile.js
var require_reduceWhile = __commonJS({
  "node_modules/ramda/src/reduceWhile.js"(exports2, module2) {
    var _curryN = require_curryN();
    var _xReduce = require_xReduce();
    var _xwrap = require_xwrap();
    var _reduced = require_reduced();
    var reduceWhile = /* @__PURE__ */ _curryN(4, [], function _reduceWhile(pred, fn, a, list) {
      var xf = _xwrap(function(acc, x) {
        return pred(acc, x) ? fn(acc, x) : _reduced(acc);
      });
      return _xReduce(xf, a, list);
    });
    module2.exports = reduceWhile;
  }
});

// node_modules/ramda/src/reduced.js
var require_reduced2 = __commonJS({
  "node_modules/ramda/src/reduced.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _reduced = require_reduced();
    var reduced = /* @__PURE__ */ _curry1(_reduced);
    module2.exports = reduced;
  }
});

// node_modules/ramda/src/renameKeys.js
var require_renameKeys = __commonJS({
  "node_modules/ramda/src/renameKeys.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _has = require_has();
    var _mapKeys = require_mapKeys();
    var renameKeys = /* @__PURE__ */ _curry2(function renameKeys2(mapping, obj) {
      return _mapKeys(function(key) {
        return _has(key, mapping) ? mapping[key] : key;
      }, obj);
    });
    module2.exports = renameKeys;
  }
});

// node_modules/ramda/src/times.js
var require_times = __commonJS({
  "node_modules/ramda/src/times.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var times = /* @__PURE__ */ _curry2(function times2(fn, n) {
      var len = Number(n);
      if (len < 0 || isNaN(len)) {
        throw new RangeError("n must be a non-negative number");
      }
      var idx = 0;
      var list = Array(len);
      while (idx < len) {
        list[idx] = fn(idx);
        idx += 1;
      }
      return list;
    });
    module2.exports = times;
  }
});

// node_modules/ramda/src/repeat.js
var require_repeat = __commonJS({
  "node_modules/ramda/src/repeat.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var always = require_always();
    var times = require_times();
    var repeat = /* @__PURE__ */ _curry2(function repeat2(value, n) {
      return times(always(value), n);
    });
    module2.exports = repeat;
  }
});

// node_modules/ramda/src/replace.js
var require_replace = __commonJS({
  "node_modules/ramda/src/replace.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var replace = /* @__PURE__ */ _curry3(function replace2(regex, replacement, str) {
      return str.replace(regex, replacement);
    });
    module2.exports = replace;
  }
});

// node_modules/ramda/src/internal/_xscan.js
var require_xscan = __commonJS({
  "node_modules/ramda/src/internal/_xscan.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _xfBase = require_xfBase();
    var tInit = "@@transducer/init";
    var tStep = "@@transducer/step";
    var XScan = /* @__PURE__ */ (function() {
      function XScan2(reducer, acc, xf) {
        this.xf = xf;
        this.f = reducer;
        this.acc = acc;
      }
      XScan2.prototype[tInit] = function() {
        return this.xf[tStep](this.xf[tInit](), this.acc);
      };
      XScan2.prototype["@@transducer/result"] = _xfBase.result;
      XScan2.prototype[tStep] = function(result, input) {
        if (result["@@transducer/reduced"]) {
          return result;
        }
        this.acc = this.f(this.acc, input);
        return this.xf[tStep](result, this.acc);
      };
      return XScan2;
    })();
    var _xscan = /* @__PURE__ */ _curry3(function _xscan2(reducer, acc, xf) {
      return new XScan(reducer, acc, xf);
    });
    module2.exports = _xscan;
  }
});

// node_modules/ramda/src/scan.js
var require_scan = __commonJS({
  "node_modules/ramda/src/scan.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _dispatchable = require_dispatchable();
    var _xscan = require_xscan();
    var scan = /* @__PURE__ */ _curry3(/* @__PURE__ */ _dispatchable([], _xscan, function scan2(fn, acc, list) {
      var idx = 0;
      var len = list.length;
      var result = Array(len + 1);
      result[0] = acc;
      while (idx < len) {
        acc = fn(acc, list[idx]);
        result[idx + 1] = acc;
        idx += 1;
      }
      return result;
    }));
    module2.exports = scan;
  }
});

// node_modules/ramda/src/sequence.js
var require_sequence = __commonJS({
  "node_modules/ramda/src/sequence.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var ap = require_ap();
    var map = require_map2();
    var prepend = require_prepend();
    var reduceRight = require_reduceRight();
    var identity = require_identity();
    var sequence = /* @__PURE__ */ _curry2(function sequence2(F, traversable) {
      var of = typeof F["fantasy-land/of"] === "function" ? F["fantasy-land/of"] : typeof F.of === "function" ? F.of : F;
      var TypeRep = {
        "fantasy-land/of": of
      };
      return typeof traversable["fantasy-land/traverse"] === "function" ? traversable["fantasy-land/traverse"](TypeRep, identity) : typeof traversable.traverse === "function" ? traversable.traverse(TypeRep, identity) : reduceRight(function(x, acc) {
        return ap(map(prepend, x), acc);
      }, of([]), traversable);
    });
    module2.exports = sequence;
  }
});

// node_modules/ramda/src/set.js
var require_set = __commonJS({
  "node_modules/ramda/src/set.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var always = require_always();
    var over = require_over();
    var set = /* @__PURE__ */ _curry3(function set2(lens, v, x) {
      return over(lens, always(v), x);
    });
    module2.exports = set;
  }
});

// node_modules/ramda/src/sort.js
var require_sort = __commonJS({
  "node_modules/ramda/src/sort.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var sort = /* @__PURE__ */ _curry2(function sort2(comparator, list) {
      return Array.prototype.slice.call(list, 0).sort(comparator);
    });
    module2.exports = sort;
  }
});

// node_modules/ramda/src/sortBy.js
var require_sortBy = __commonJS({
  "node_modules/ramda/src/sortBy.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var sortBy = /* @__PURE__ */ _curry2(function sortBy2(fn, list) {
      return Array.prototype.slice.call(list, 0).sort(function(a, b) {
        var aa = fn(a);
        var bb = fn(b);
        return aa < bb ? -1 : aa > bb ? 1 : 0;
      });
    });
    module2.exports = sortBy;
  }
});

// node_modules/ramda/src/sortWith.js
var require_sortWith = __commonJS({
  "node_modules/ramda/src/sortWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var sortWith = /* @__PURE__ */ _curry2(function sortWith2(fns, list) {
      return Array.prototype.slice.call(list, 0).sort(function(a, b) {
        var result = 0;
        var i = 0;
        while (result === 0 && i < fns.length) {
          result = fns[i](a, b);
          i += 1;
        }
        return result;
      });
    });
    module2.exports = sortWith;
  }
});

// node_modules/ramda/src/split.js
var require_split = __commonJS({
  "node_modules/ramda/src/split.js"(exports2, module2) {
    var invoker = require_invoker();
    var split = /* @__PURE__ */ invoker(1, "split");
    module2.exports = split;
  }
});

// node_modules/ramda/src/splitAt.js
var require_splitAt = __commonJS({
  "node_modules/ramda/src/splitAt.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var length = require_length();
    var slice = require_slice();
    var splitAt = /* @__PURE__ */ _curry2(function splitAt2(index, array) {
      return [slice(0, index, array), slice(index, length(array), array)];
    });
    module2.exports = splitAt;
  }
});

// node_modules/ramda/src/splitEvery.js
var require_splitEvery = __commonJS({
  "node_modules/ramda/src/splitEvery.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var slice = require_slice();
    var splitEvery = /* @__PURE__ */ _curry2(function splitEvery2(n, list) {
      if (n <= 0) {
        throw new Error("First argument to splitEvery must be a positive integer");
      }
      var result = [];
      var idx = 0;
      while (idx < list.length) {
        result.push(slice(idx, idx += n, list));
      }
      return result;
    });
    module2.exports = splitEvery;
  }
});

// node_modules/ramda/src/splitWhen.js
var require_splitWhen = __commonJS({
  "node_modules/ramda/src/splitWhen.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var splitWhen = /* @__PURE__ */ _curry2(function splitWhen2(pred, list) {
      var idx = 0;
      var len = list.length;
      var prefix = [];
      while (idx < len && !pred(list[idx])) {
        prefix.push(list[idx]);
        idx += 1;
      }
      return [prefix, Array.prototype.slice.call(list, idx)];
    });
    module2.exports = splitWhen;
  }
});

// node_modules/ramda/src/splitWhenever.js
var require_splitWhenever = __commonJS({
  "node_modules/ramda/src/splitWhenever.js"(exports2, module2) {
    var _curryN = require_curryN();
    var splitWhenever = /* @__PURE__ */ _curryN(2, [], function splitWhenever2(pred, list) {
      var acc = [];
      var curr = [];
      for (var i = 0; i < list.length; i = i + 1) {
        if (!pred(list[i])) {
          curr.push(list[i]);
        }
        if ((i < list.length - 1 && pred(list[i + 1]) || i === list.length - 1) && curr.length > 0) {
          acc.push(curr);
          curr = [];
        }
      }
      return acc;
    });
    module2.exports = splitWhenever;
  }
});

// node_modules/ramda/src/startsWith.js
var require_startsWith = __commonJS({
  "node_modules/ramda/src/startsWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var equals = require_equals2();
    var take = require_take();
    var startsWith = /* @__PURE__ */ _curry2(function(prefix, list) {
      return equals(take(prefix.length, list), prefix);
    });
    module2.exports = startsWith;
  }
});

// node_modules/ramda/src/subtract.js
var require_subtract = __commonJS({
  "node_modules/ramda/src/subtract.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var subtract = /* @__PURE__ */ _curry2(function subtract2(a, b) {
      return Number(a) - Number(b);
    });
    module2.exports = subtract;
  }
});

// node_modules/ramda/src/swap.js
var require_swap = __commonJS({
  "node_modules/ramda/src/swap.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var _isArray = require_isArray();
    var _isString = require_isString();
    var clone = require_clone2();
    var swapObject = function(indexA, indexB, o) {
      var copy3 = clone(o);
      var properties = Object.getOwnPropertyNames(copy3);
      if (properties.includes(indexA) && properties.includes(indexB)) {
        var tmp = copy3[indexA];
        copy3[indexA] = copy3[indexB];
        copy3[indexB] = tmp;
      }
      return copy3;
    };
    var swapList = function(indexA, indexB, list) {
      var length = list.length;
      var result = list.slice();
      var positiveIndexA = indexA < 0 ? length + indexA : indexA;
      var positiveIndexB = indexB < 0 ? length + indexB : indexB;
      var positiveMin = Math.min(positiveIndexA, positiveIndexB);
      var positiveMax = Math.max(positiveIndexA, positiveIndexB);
      if (positiveIndexA < 0 || positiveIndexA > length) {
        return result;
      }
      if (positiveIndexB < 0 || positiveIndexB > length) {
        return result;
      }
      if (positiveIndexA === positiveIndexB) {
        return result;
      }
      result = [].concat(result.slice(0, positiveMin)).concat([result[positiveMax]]).concat(result.slice(positiveMin + 1, positiveMax)).concat([result[positiveMin]]).concat(result.slice(positiveMax + 1, length));
      return result;
    };
    var swapString = function(indexA, indexB, s) {
      var result = swapList(indexA, indexB, s);
      return _isArray(result) ? result.join("") : result;
    };
    var swap = /* @__PURE__ */ _curry3(function(indexA, indexB, o) {
      if (_isArray(o)) {
        return swapList(indexA, indexB, o);
      } else if (_isString(o)) {
        return swapString(indexA, indexB, o);
      } else {
        return swapObject(indexA, indexB, o);
      }
    });
    module2.exports = swap;
  }
});

// node_modules/ramda/src/symmetricDifference.js
var require_symmetricDifference = __commonJS({
  "node_modules/ramda/src/symmetricDifference.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var concat = require_concat2();
    var difference = require_difference();
    var symmetricDifference = /* @__PURE__ */ _curry2(function symmetricDifference2(list1, list2) {
      return concat(difference(list1, list2), difference(list2, list1));
    });
    module2.exports = symmetricDifference;
  }
});

// node_modules/ramda/src/symmetricDifferenceWith.js
var require_symmetricDifferenceWith = __commonJS({
  "node_modules/ramda/src/symmetricDifferenceWith.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var concat = require_concat2();
    var differenceWith = require_differenceWith();
    var symmetricDifferenceWith = /* @__PURE__ */ _curry3(function symmetricDifferenceWith2(pred, list1, list2) {
      return concat(differenceWith(pred, list1, list2), differenceWith(pred, list2, list1));
    });
    module2.exports = symmetricDifferenceWith;
  }
});

// node_modules/ramda/src/takeLastWhile.js
var require_takeLastWhile = __commonJS({
  "node_modules/ramda/src/takeLastWhile.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var slice = require_slice();
    var takeLastWhile = /* @__PURE__ */ _curry2(function takeLastWhile2(fn, xs) {
      var idx = xs.length - 1;
      while (idx >= 0 && fn(xs[idx])) {
        idx -= 1;
      }
      return slice(idx + 1, Infinity, xs);
    });
    module2.exports = takeLastWhile;
  }
});

// node_modules/ramda/src/internal/_xtakeWhile.js
var require_xtakeWhile = __commonJS({
  "node_modules/ramda/src/internal/_xtakeWhile.js"(exports2, module2) {
    var _reduced = require_reduced();
    var _xfBase = require_xfBase();
    var XTakeWhile = /* @__PURE__ */ (function() {
      function XTakeWhile2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XTakeWhile2.prototype["@@transducer/init"] = _xfBase.init;
      XTakeWhile2.prototype["@@transducer/result"] = _xfBase.result;
      XTakeWhile2.prototype["@@transducer/step"] = function(result, input) {
        return this.f(input) ? this.xf["@@transducer/step"](result, input) : _reduced(result);
      };
      return XTakeWhile2;
    })();
    function _xtakeWhile(f) {
      return function(xf) {
        return new XTakeWhile(f, xf);
      };
    }
    module2.exports = _xtakeWhile;
  }
});

// node_modules/ramda/src/takeWhile.js
var require_takeWhile = __commonJS({
  "node_modules/ramda/src/takeWhile.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xtakeWhile = require_xtakeWhile();
    var slice = require_slice();
    var takeWhile = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable(["takeWhile"], _xtakeWhile, function takeWhile2(fn, xs) {
      var idx = 0;
      var len = xs.length;
      while (idx < len && fn(xs[idx])) {
        idx += 1;
      }
      return slice(0, idx, xs);
    }));
    module2.exports = takeWhile;
  }
});

// node_modules/ramda/src/internal/_xtap.js
var require_xtap = __commonJS({
  "node_modules/ramda/src/internal/_xtap.js"(exports2, module2) {
    var _xfBase = require_xfBase();
    var XTap = /* @__PURE__ */ (function() {
      function XTap2(f, xf) {
        this.xf = xf;
        this.f = f;
      }
      XTap2.prototype["@@transducer/init"] = _xfBase.init;
      XTap2.prototype["@@transducer/result"] = _xfBase.result;
      XTap2.prototype["@@transducer/step"] = function(result, input) {
        this.f(input);
        return this.xf["@@transducer/step"](result, input);
      };
      return XTap2;
    })();
    function _xtap(f) {
      return function(xf) {
        return new XTap(f, xf);
      };
    }
    module2.exports = _xtap;
  }
});

// node_modules/ramda/src/tap.js
var require_tap = __commonJS({
  "node_modules/ramda/src/tap.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _xtap = require_xtap();
    var tap = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xtap, function tap2(fn, x) {
      fn(x);
      return x;
    }));
    module2.exports = tap;
  }
});

// node_modules/ramda/src/internal/_isRegExp.js
var require_isRegExp = __commonJS({
  "node_modules/ramda/src/internal/_isRegExp.js"(exports2, module2) {
    function _isRegExp(x) {
      return Object.prototype.toString.call(x) === "[object RegExp]";
    }
    module2.exports = _isRegExp;
  }
});

// node_modules/ramda/src/test.js
var require_test = __commonJS({
  "node_modules/ramda/src/test.js"(exports2, module2) {
    var _cloneRegExp = require_cloneRegExp();
    var _curry2 = require_curry2();
    var _isRegExp = require_isRegExp();
    var toString = require_toString2();
    var test = /* @__PURE__ */ _curry2(function test2(pattern, str) {
      if (!_isRegExp(pattern)) {
        throw new TypeError("\u2018test\u2019 requires a value of type RegExp as its first argument; received " + toString(pattern));
      }
      return _cloneRegExp(pattern).test(str);
    });
    module2.exports = test;
  }
});

// node_modules/ramda/src/andThen.js
var require_andThen = __commonJS({
  "node_modules/ramda/src/andThen.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _assertPromise = require_assertPromise();
    var andThen = /* @__PURE__ */ _curry2(function andThen2(f, p) {
      _assertPromise("andThen", p);
      return p.then(f);
    });
    module2.exports = andThen;
  }
});

// node_modules/ramda/src/toLower.js
var require_toLower = __commonJS({
  "node_modules/ramda/src/toLower.js"(exports2, module2) {
    var invoker = require_invoker();
    var toLower = /* @__PURE__ */ invoker(0, "toLowerCase");
    module2.exports = toLower;
  }
});

// node_modules/ramda/src/toPairs.js
var require_toPairs2 = __commonJS({
  "node_modules/ramda/src/toPairs.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var _toPairs = require_toPairs();
    var toPairs = /* @__PURE__ */ _curry1(_toPairs);
    module2.exports = toPairs;
  }
});

// node_modules/ramda/src/toPairsIn.js
var require_toPairsIn = __commonJS({
  "node_modules/ramda/src/toPairsIn.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var toPairsIn = /* @__PURE__ */ _curry1(function toPairsIn2(obj) {
      var pairs = [];
      for (var prop in obj) {
        pairs[pairs.length] = [prop, obj[prop]];
      }
      return pairs;
    });
    module2.exports = toPairsIn;
  }
});

// node_modules/ramda/src/toUpper.js
var require_toUpper = __commonJS({
  "node_modules/ramda/src/toUpper.js"(exports2, module2) {
    var invoker = require_invoker();
    var toUpper = /* @__PURE__ */ invoker(0, "toUpperCase");
    module2.exports = toUpper;
  }
});

// node_modules/ramda/src/transduce.js
var require_transduce = __commonJS({
  "node_modules/ramda/src/transduce.js"(exports2, module2) {
    var _xReduce = require_xReduce();
    var _xwrap = require_xwrap();
    var curryN = require_curryN2();
    var transduce = /* @__PURE__ */ curryN(4, function transduce2(xf, fn, acc, list) {
      return _xReduce(xf(typeof fn === "function" ? _xwrap(fn) : fn), acc, list);
    });
    module2.exports = transduce;
  }
});

// node_modules/ramda/src/transpose.js
var require_transpose = __commonJS({
  "node_modules/ramda/src/transpose.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var transpose = /* @__PURE__ */ _curry1(function transpose2(outerlist) {
      var i = 0;
      var result = [];
      while (i < outerlist.length) {
        var innerlist = outerlist[i];
        var j = 0;
        while (j < innerlist.length) {
          if (typeof result[j] === "undefined") {
            result[j] = [];
          }
          result[j].push(innerlist[j]);
          j += 1;
        }
        i += 1;
      }
      return result;
    });
    module2.exports = transpose;
  }
});

// node_modules/ramda/src/traverse.js
var require_traverse = __commonJS({
  "node_modules/ramda/src/traverse.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var map = require_map2();
    var sequence = require_sequence();
    var traverse = /* @__PURE__ */ _curry3(function traverse2(F, f, traversable) {
      var of = typeof F["fantasy-land/of"] === "function" ? F["fantasy-land/of"] : typeof F.of === "function" ? F.of : F;
      var TypeRep = {
        "fantasy-land/of": of
      };
      return typeof traversable["fantasy-land/traverse"] === "function" ? traversable["fantasy-land/traverse"](TypeRep, f) : typeof traversable.traverse === "function" ? traversable.traverse(TypeRep, f) : sequence(TypeRep, map(f, traversable));
    });
    module2.exports = traverse;
  }
});

// node_modules/ramda/src/trim.js
var require_trim = __commonJS({
  "node_modules/ramda/src/trim.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var ws = "	\n\v\f\r \xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\u2028\u2029\uFEFF";
    var zeroWidth = "\u200B";
    var hasProtoTrim = typeof String.prototype.trim === "function";
    var trim = !hasProtoTrim || /* @__PURE__ */ ws.trim() || !/* @__PURE__ */ zeroWidth.trim() ? /* @__PURE__ */ _curry1(function trim2(str) {
      var beginRx = new RegExp("^[" + ws + "][" + ws + "]*");
      var endRx = new RegExp("[" + ws + "][" + ws + "]*$");
      return str.replace(beginRx, "").replace(endRx, "");
    }) : /* @__PURE__ */ _curry1(function trim2(str) {
      return str.trim();
    });
    module2.exports = trim;
  }
});

// node_modules/ramda/src/tryCatch.js
var require_tryCatch = __commonJS({
  "node_modules/ramda/src/tryCatch.js"(exports2, module2) {
    var _arity = require_arity();
    var _concat = require_concat();
    var _curry2 = require_curry2();
    var tryCatch = /* @__PURE__ */ _curry2(function _tryCatch(tryer, catcher) {
      return _arity(tryer.length, function() {
        try {
          return tryer.apply(this, arguments);
        } catch (e) {
          return catcher.apply(this, _concat([e], arguments));
        }
      });
    });
    module2.exports = tryCatch;
  }
});

// node_modules/ramda/src/unapply.js
var require_unapply = __commonJS({
  "node_modules/ramda/src/unapply.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var unapply = /* @__PURE__ */ _curry1(function unapply2(fn) {
      return function() {
        return fn(Array.prototype.slice.call(arguments, 0));
      };
    });
    module2.exports = unapply;
  }
});

// node_modules/ramda/src/unary.js
var require_unary = __commonJS({
  "node_modules/ramda/src/unary.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var nAry = require_nAry();
    var unary = /* @__PURE__ */ _curry1(function unary2(fn) {
      return nAry(1, fn);
    });
    module2.exports = unary;
  }
});

// node_modules/ramda/src/uncurryN.js
var require_uncurryN = __commonJS({
  "node_modules/ramda/src/uncurryN.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var curryN = require_curryN2();
    var uncurryN = /* @__PURE__ */ _curry2(function uncurryN2(depth, fn) {
      return curryN(depth, function() {
        var currentDepth = 1;
        var value = fn;
        var idx = 0;
        var endIdx;
        while (currentDepth <= depth && typeof value === "function") {
          endIdx = currentDepth === depth ? arguments.length : idx + value.length;
          value = value.apply(this, Array.prototype.slice.call(arguments, idx, endIdx));
          currentDepth += 1;
          idx = endIdx;
        }
        return value;
      });
    });
    module2.exports = uncurryN;
  }
});

// node_modules/ramda/src/unfold.js
var require_unfold = __commonJS({
  "node_modules/ramda/src/unfold.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var unfold = /* @__PURE__ */ _curry2(function unfold2(fn, seed) {
      var pair = fn(seed);
      var result = [];
      while (pair && pair.length) {
        result[result.length] = pair[0];
        pair = fn(pair[1]);
      }
      return result;
    });
    module2.exports = unfold;
  }
});

// node_modules/ramda/src/union.js
var require_union = __commonJS({
  "node_modules/ramda/src/union.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry2 = require_curry2();
    var compose = require_compose();
    var uniq = require_uniq();
    var union = /* @__PURE__ */ _curry2(/* @__PURE__ */ compose(uniq, _concat));
    module2.exports = union;
  }
});

// node_modules/ramda/src/internal/_xuniqWith.js
var require_xuniqWith = __commonJS({
  "node_modules/ramda/src/internal/_xuniqWith.js"(exports2, module2) {
    var _includesWith = require_includesWith();
    var _xfBase = require_xfBase();
    var XUniqWith = /* @__PURE__ */ (function() {
      function XUniqWith2(pred, xf) {
        this.xf = xf;
        this.pred = pred;
        this.items = [];
      }
      XUniqWith2.prototype["@@transducer/init"] = _xfBase.init;
      XUniqWith2.prototype["@@transducer/result"] = _xfBase.result;
      XUniqWith2.prototype["@@transducer/step"] = function(result, input) {
        if (_includesWith(this.pred, input, this.items)) {
          return result;
        } else {
          this.items.push(input);
          return this.xf["@@transducer/step"](result, input);
        }
      };
      return XUniqWith2;
    })();
    function _xuniqWith(pred) {
      return function(xf) {
        return new XUniqWith(pred, xf);
      };
    }
    module2.exports = _xuniqWith;
  }
});

// node_modules/ramda/src/uniqWith.js
var require_uniqWith = __commonJS({
  "node_modules/ramda/src/uniqWith.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _dispatchable = require_dispatchable();
    var _includesWith = require_includesWith();
    var _xuniqWith = require_xuniqWith();
    var uniqWith = /* @__PURE__ */ _curry2(/* @__PURE__ */ _dispatchable([], _xuniqWith, function(pred, list) {
      var idx = 0;
      var len = list.length;
      var result = [];
      var item;
      while (idx < len) {
        item = list[idx];
        if (!_includesWith(pred, item, result)) {
          result[result.length] = item;
        }
        idx += 1;
      }
      return result;
    }));
    module2.exports = uniqWith;
  }
});

// node_modules/ramda/src/unionWith.js
var require_unionWith = __commonJS({
  "node_modules/ramda/src/unionWith.js"(exports2, module2) {
    var _concat = require_concat();
    var _curry3 = require_curry3();
    var uniqWith = require_uniqWith();
    var unionWith = /* @__PURE__ */ _curry3(function unionWith2(pred, list1, list2) {
      return uniqWith(pred, _concat(list1, list2));
    });
    module2.exports = unionWith;
  }
});

// node_modules/ramda/src/unless.js
var require_unless = __commonJS({
  "node_modules/ramda/src/unless.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var unless = /* @__PURE__ */ _curry3(function unless2(pred, whenFalseFn, x) {
      return pred(x) ? x : whenFalseFn(x);
    });
    module2.exports = unless;
  }
});

// node_modules/ramda/src/unnest.js
var require_unnest = __commonJS({
  "node_modules/ramda/src/unnest.js"(exports2, module2) {
    var _identity = require_identity();
    var chain = require_chain2();
    var unnest = /* @__PURE__ */ chain(_identity);
    module2.exports = unnest;
  }
});

// node_modules/ramda/src/until.js
var require_until = __commonJS({
  "node_modules/ramda/src/until.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var until = /* @__PURE__ */ _curry3(function until2(pred, fn, init) {
      var val = init;
      while (!pred(val)) {
        val = fn(val);
      }
      return val;
    });
    module2.exports = until;
  }
});

// node_modules/ramda/src/unwind.js
var require_unwind = __commonJS({
  "node_modules/ramda/src/unwind.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _isArray = require_isArray();
    var _map = require_map();
    var _assoc = require_assoc();
    var unwind = /* @__PURE__ */ _curry2(function(key, object) {
      if (!(key in object && _isArray(object[key]))) {
        return [object];
      }
      return _map(function(item) {
        return _assoc(key, item, object);
      }, object[key]);
    });
    module2.exports = unwind;
  }
});

// node_modules/ramda/src/valuesIn.js
var require_valuesIn = __commonJS({
  "node_modules/ramda/src/valuesIn.js"(exports2, module2) {
    var _curry1 = require_curry1();
    var valuesIn = /* @__PURE__ */ _curry1(function valuesIn2(obj) {
      var prop;
      var vs = [];
      for (prop in obj) {
        vs[vs.length] = obj[prop];
      }
      return vs;
    });
    module2.exports = valuesIn;
  }
});

// node_modules/ramda/src/view.js
var require_view = __commonJS({
  "node_modules/ramda/src/view.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var Const = function(x) {
      return {
        value: x,
        "fantasy-land/map": function() {
          return this;
        }
      };
    };
    var view = /* @__PURE__ */ _curry2(function view2(lens, x) {
      return lens(Const)(x).value;
    });
    module2.exports = view;
  }
});

// node_modules/ramda/src/when.js
var require_when = __commonJS({
  "node_modules/ramda/src/when.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var when = /* @__PURE__ */ _curry3(function when2(pred, whenTrueFn, x) {
      return pred(x) ? whenTrueFn(x) : x;
    });
    module2.exports = when;
  }
});

// node_modules/ramda/src/where.js
var require_where = __commonJS({
  "node_modules/ramda/src/where.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _has = require_has();
    var where = /* @__PURE__ */ _curry2(function where2(spec, testObj) {
      for (var prop in spec) {
        if (_has(prop, spec) && !spec[prop](testObj[prop])) {
          return false;
        }
      }
      return true;
    });
    module2.exports = where;
  }
});

// node_modules/ramda/src/whereAny.js
var require_whereAny = __commonJS({
  "node_modules/ramda/src/whereAny.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _has = require_has();
    var whereAny = /* @__PURE__ */ _curry2(function whereAny2(spec, testObj) {
      for (var prop in spec) {
        if (_has(prop, spec) && spec[prop](testObj[prop])) {
          return true;
        }
      }
      return false;
    });
    module2.exports = whereAny;
  }
});

// node_modules/ramda/src/whereEq.js
var require_whereEq = __commonJS({
  "node_modules/ramda/src/whereEq.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var equals = require_equals2();
    var map = require_map2();
    var where = require_where();
    var whereEq = /* @__PURE__ */ _curry2(function whereEq2(spec, testObj) {
      return where(map(equals, spec), testObj);
    });
    module2.exports = whereEq;
  }
});

// node_modules/ramda/src/without.js
var require_without = __commonJS({
  "node_modules/ramda/src/without.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var _Set = require_Set();
    var reject = require_reject();
    var without2 = /* @__PURE__ */ _curry2(function without3(xs, list) {
      var toRemove = new _Set();
      for (var i = 0; i < xs.length; i += 1) {
        toRemove.add(xs[i]);
      }
      return reject(toRemove.has.bind(toRemove), list);
    });
    module2.exports = without2;
  }
});

// node_modules/ramda/src/xor.js
var require_xor = __commonJS({
  "node_modules/ramda/src/xor.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var xor = /* @__PURE__ */ _curry2(function xor2(a, b) {
      return Boolean(!a ^ !b);
    });
    module2.exports = xor;
  }
});

// node_modules/ramda/src/xprod.js
var require_xprod = __commonJS({
  "node_modules/ramda/src/xprod.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var xprod = /* @__PURE__ */ _curry2(function xprod2(a, b) {
      var i = 0;
      var ilen = a.length;
      var j;
      var jlen = b.length;
      var result = Array(ilen * jlen);
      while (i < ilen) {
        j = 0;
        while (j < jlen) {
          result[i * jlen + j] = [a[i], b[j]];
          j += 1;
        }
        i += 1;
      }
      return result;
    });
    module2.exports = xprod;
  }
});

// node_modules/ramda/src/zip.js
var require_zip = __commonJS({
  "node_modules/ramda/src/zip.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var zip = /* @__PURE__ */ _curry2(function zip2(a, b) {
      var len = Math.min(a.length, b.length);
      var rv = Array(len);
      var idx = 0;
      while (idx < len) {
        rv[idx] = [a[idx], b[idx]];
        idx += 1;
      }
      return rv;
    });
    module2.exports = zip;
  }
});

// node_modules/ramda/src/zipObj.js
var require_zipObj = __commonJS({
  "node_modules/ramda/src/zipObj.js"(exports2, module2) {
    var _curry2 = require_curry2();
    var zipObj = /* @__PURE__ */ _curry2(function zipObj2(keys, values) {
      var idx = 0;
      var len = Math.min(keys.length, values.length);
      var out = {};
      while (idx < len) {
        out[keys[idx]] = values[idx];
        idx += 1;
      }
      return out;
    });
    module2.exports = zipObj;
  }
});

// node_modules/ramda/src/zipWith.js
var require_zipWith = __commonJS({
  "node_modules/ramda/src/zipWith.js"(exports2, module2) {
    var _curry3 = require_curry3();
    var zipWith = /* @__PURE__ */ _curry3(function zipWith2(fn, a, b) {
      var len = Math.min(a.length, b.length);
      var rv = Array(len);
      var idx = 0;
      while (idx < len) {
        rv[idx] = fn(a[idx], b[idx]);
        idx += 1;
      }
      return rv;
    });
    module2.exports = zipWith;
  }
});

// node_modules/ramda/src/thunkify.js
var require_thunkify = __commonJS({
  "node_modules/ramda/src/thunkify.js"(exports2, module2) {
    var curryN = require_curryN2();
    var _curry1 = require_curry1();
    var thunkify = /* @__PURE__ */ _curry1(function thunkify2(fn) {
      return curryN(fn.length, function createThunk() {
        var fnArgs = arguments;
        return function invokeThunk() {
          return fn.apply(this, fnArgs);
        };
      });
    });
    module2.exports = thunkify;
  }
});

// node_modules/ramda/src/index.js
var require_src = __commonJS({
  "node_modules/ramda/src/index.js"(exports2, module2) {
    module2.exports = {};
    module2.exports.F = require_F();
    module2.exports.T = require_T();
    module2.exports.__ = require__();
    module2.exports.add = require_add();
    module2.exports.addIndex = require_addIndex();
    module2.exports.addIndexRight = require_addIndexRight();
    module2.exports.adjust = require_adjust();
    module2.exports.all = require_all();
    module2.exports.allPass = require_allPass();
    module2.exports.always = require_always();
    module2.exports.and = require_and();
    module2.exports.any = require_any();
    module2.exports.anyPass = require_anyPass();
    module2.exports.ap = require_ap();
    module2.exports.aperture = require_aperture2();
    module2.exports.append = require_append();
    module2.exports.apply = require_apply();
    module2.exports.applySpec = require_applySpec();
    module2.exports.applyTo = require_applyTo();
    module2.exports.ascend = require_ascend();
    module2.exports.ascendNatural = require_ascendNatural();
    module2.exports.assoc = require_assoc2();
    module2.exports.assocPath = require_assocPath();
    module2.exports.binary = require_binary();
    module2.exports.bind = require_bind();
    module2.exports.both = require_both();
    module2.exports.call = require_call();
    module2.exports.chain = require_chain2();
    module2.exports.clamp = require_clamp();
    module2.exports.clone = require_clone2();
    module2.exports.collectBy = require_collectBy();
    module2.exports.comparator = require_comparator();
    module2.exports.complement = require_complement2();
    module2.exports.compose = require_compose();
    module2.exports.composeWith = require_composeWith();
    module2.exports.concat = require_concat2();
    module2.exports.cond = require_cond();
    module2.exports.construct = require_construct();
    module2.exports.constructN = require_constructN();
    module2.exports.converge = require_converge();
    module2.exports.count = require_count();
    module2.exports.countBy = require_countBy();
    module2.exports.curry = require_curry();
    module2.exports.curryN = require_curryN2();
    module2.exports.dec = require_dec();
    module2.exports.defaultTo = require_defaultTo();
    module2.exports.descend = require_descend();
    module2.exports.descendNatural = require_descendNatural();
    module2.exports.difference = require_difference();
    module2.exports.differenceWith = require_differenceWith();
    module2.exports.dissoc = require_dissoc2();
    module2.exports.dissocPath = require_dissocPath();
    module2.exports.divide = require_divide();
    module2.exports.drop = require_drop();
    module2.exports.dropLast = require_dropLast2();
    module2.exports.dropLastWhile = require_dropLastWhile2();
    module2.exports.dropRepeats = require_dropRepeats();
    module2.exports.dropRepeatsBy = require_dropRepeatsBy();
    module2.exports.dropRepeatsWith = require_dropRepeatsWith();
    module2.exports.dropWhile = require_dropWhile();
    module2.exports.either = require_either();
    module2.exports.empty = require_empty();
    module2.exports.endsWith = require_endsWith();
    module2.exports.eqBy = require_eqBy();
    module2.exports.eqProps = require_eqProps();
    module2.exports.equals = require_equals2();
    module2.exports.evolve = require_evolve();
    module2.exports.filter = require_filter2();
    module2.exports.find = require_find();
    module2.exports.findIndex = require_findIndex();
    module2.exports.findLast = require_findLast();
    module2.exports.findLastIndex = require_findLastIndex();
    module2.exports.flatten = require_flatten();
    module2.exports.flip = require_flip();
    module2.exports.flow = require_flow();
    module2.exports.forEach = require_forEach();
    module2.exports.forEachObjIndexed = require_forEachObjIndexed();
    module2.exports.fromPairs = require_fromPairs2();
    module2.exports.groupBy = require_groupBy();
    module2.exports.groupWith = require_groupWith();
    module2.exports.gt = require_gt();
    module2.exports.gte = require_gte();
    module2.exports.has = require_has2();
    module2.exports.hasIn = require_hasIn();
    module2.exports.hasPath = require_hasPath();
    module2.exports.head = require_head();
    module2.exports.identical = require_identical();
    module2.exports.identity = require_identity2();
    module2.exports.ifElse = require_ifElse();
    module2.exports.inc = require_inc();
    module2.exports.includes = require_includes2();
    module2.exports.indexBy = require_indexBy();
    module2.exports.indexOf = require_indexOf2();
    module2.exports.init = require_init();
    module2.exports.innerJoin = require_innerJoin();
    module2.exports.insert = require_insert();
    module2.exports.insertAll = require_insertAll();
    module2.exports.intersection = require_intersection();
    module2.exports.intersperse = require_intersperse();
    module2.exports.into = require_into();
    module2.exports.invert = require_invert();
    module2.exports.invertObj = require_invertObj();
    module2.exports.invoker = require_invoker();
    module2.exports.is = require_is();
    module2.exports.isEmpty = require_isEmpty();
    module2.exports.isNil = require_isNil();
    module2.exports.isNotEmpty = require_isNotEmpty();
    module2.exports.isNotNil = require_isNotNil();
    module2.exports.join = require_join();
    module2.exports.juxt = require_juxt();
    module2.exports.keys = require_keys();
    module2.exports.keysIn = require_keysIn();
    module2.exports.last = require_last();
    module2.exports.lastIndexOf = require_lastIndexOf();
    module2.exports.length = require_length();
    module2.exports.lens = require_lens();
    module2.exports.lensIndex = require_lensIndex();
    module2.exports.lensPath = require_lensPath();
    module2.exports.lensProp = require_lensProp();
    module2.exports.lift = require_lift();
    module2.exports.liftN = require_liftN();
    module2.exports.lt = require_lt();
    module2.exports.lte = require_lte();
    module2.exports.map = require_map2();
    module2.exports.mapAccum = require_mapAccum();
    module2.exports.mapAccumRight = require_mapAccumRight();
    module2.exports.mapKeys = require_mapKeys2();
    module2.exports.mapObjIndexed = require_mapObjIndexed();
    module2.exports.match = require_match();
    module2.exports.mathMod = require_mathMod();
    module2.exports.max = require_max();
    module2.exports.maxBy = require_maxBy();
    module2.exports.mean = require_mean();
    module2.exports.median = require_median();
    module2.exports.memoizeWith = require_memoizeWith();
    module2.exports.mergeAll = require_mergeAll();
    module2.exports.mergeDeepLeft = require_mergeDeepLeft();
    module2.exports.mergeDeepRight = require_mergeDeepRight();
    module2.exports.mergeDeepWith = require_mergeDeepWith();
    module2.exports.mergeDeepWithKey = require_mergeDeepWithKey();
    module2.exports.mergeLeft = require_mergeLeft();
    module2.exports.mergeRight = require_mergeRight();
    module2.exports.mergeWith = require_mergeWith();
    module2.exports.mergeWithKey = require_mergeWithKey();
    module2.exports.min = require_min();
    module2.exports.minBy = require_minBy();
    module2.exports.modify = require_modify2();
    module2.exports.modifyPath = require_modifyPath();
    module2.exports.modulo = require_modulo();
    module2.exports.move = require_move();
    module2.exports.multiply = require_multiply();
    module2.exports.nAry = require_nAry();
    module2.exports.partialObject = require_partialObject();
    module2.exports.negate = require_negate();
    module2.exports.none = require_none();
    module2.exports.not = require_not();
    module2.exports.nth = require_nth2();
    module2.exports.nthArg = require_nthArg();
    module2.exports.o = require_o();
    module2.exports.objOf = require_objOf();
    module2.exports.of = require_of();
    module2.exports.omit = require_omit();
    module2.exports.on = require_on();
    module2.exports.once = require_once();
    module2.exports.or = require_or();
    module2.exports.otherwise = require_otherwise();
    module2.exports.over = require_over();
    module2.exports.pair = require_pair();
    module2.exports.partial = require_partial();
    module2.exports.partialRight = require_partialRight();
    module2.exports.partition = require_partition();
    module2.exports.path = require_path2();
    module2.exports.paths = require_paths();
    module2.exports.pathEq = require_pathEq();
    module2.exports.pathOr = require_pathOr();
    module2.exports.pathSatisfies = require_pathSatisfies();
    module2.exports.pick = require_pick();
    module2.exports.pickAll = require_pickAll();
    module2.exports.pickBy = require_pickBy();
    module2.exports.pipe = require_pipe2();
    module2.exports.pipeWith = require_pipeWith();
    module2.exports.pluck = require_pluck();
    module2.exports.prepend = require_prepend();
    module2.exports.product = require_product();
    module2.exports.project = require_project();
    module2.exports.promap = require_promap2();
    module2.exports.prop = require_prop2();
    module2.exports.propEq = require_propEq();
    module2.exports.propIs = require_propIs();
    module2.exports.propOr = require_propOr();
    module2.exports.propSatisfies = require_propSatisfies();
    module2.exports.props = require_props();
    module2.exports.range = require_range();
    module2.exports.rebuild = require_rebuild2();
    module2.exports.reduce = require_reduce();
    module2.exports.reduceBy = require_reduceBy();
    module2.exports.reduceRight = require_reduceRight();
    module2.exports.reduceWhile = require_reduceWhile();
    module2.exports.reduced = require_reduced2();
    module2.exports.reject = require_reject();
    module2.exports.remove = require_remove();
    module2.exports.renameKeys = require_renameKeys();
    module2.exports.repeat = require_repeat();
    module2.exports.replace = require_replace();
    module2.exports.reverse = require_reverse();
    module2.exports.scan = require_scan();
    module2.exports.sequence = require_sequence();
    module2.exports.set = require_set();
    module2.exports.slice = require_slice();
    module2.exports.sort = require_sort();
    module2.exports.sortBy = require_sortBy();
    module2.exports.sortWith = require_sortWith();
    module2.exports.split = require_split();
    module2.exports.splitAt = require_splitAt();
    module2.exports.splitEvery = require_splitEvery();
    module2.exports.splitWhen = require_splitWhen();
    module2.exports.splitWhenever = require_splitWhenever();
    module2.exports.startsWith = require_startsWith();
    module2.exports.subtract = require_subtract();
    module2.exports.sum = require_sum();
    module2.exports.swap = require_swap();
    module2.exports.symmetricDifference = require_symmetricDifference();
    module2.exports.symmetricDifferenceWith = require_symmetricDifferenceWith();
    module2.exports.tail = require_tail();
    module2.exports.take = require_take();
    module2.exports.takeLast = require_takeLast();
    module2.exports.takeLastWhile = require_takeLastWhile();
    module2.exports.takeWhile = require_takeWhile();
    module2.exports.tap = require_tap();
    module2.exports.test = require_test();
    module2.exports.andThen = require_andThen();
    module2.exports.times = require_times();
    module2.exports.toLower = require_toLower();
    module2.exports.toPairs = require_toPairs2();
    module2.exports.toPairsIn = require_toPairsIn();
    module2.exports.toString = require_toString2();
    module2.exports.toUpper = require_toUpper();
    module2.exports.transduce = require_transduce();
    module2.exports.transpose = require_transpose();
    module2.exports.traverse = require_traverse();
    module2.exports.trim = require_trim();
    module2.exports.tryCatch = require_tryCatch();
    module2.exports.type = require_type();
    module2.exports.unapply = require_unapply();
    module2.exports.unary = require_unary();
    module2.exports.uncurryN = require_uncurryN();
    module2.exports.unfold = require_unfold();
    module2.exports.union = require_union();
    module2.exports.unionWith = require_unionWith();
    module2.exports.uniq = require_uniq();
    module2.exports.uniqBy = require_uniqBy();
    module2.exports.uniqWith = require_uniqWith();
    module2.exports.unless = require_unless();
    module2.exports.unnest = require_unnest();
    module2.exports.until = require_until();
    module2.exports.unwind = require_unwind();
    module2.exports.update = require_update();
    module2.exports.useWith = require_useWith();
    module2.exports.values = require_values();
    module2.exports.valuesIn = require_valuesIn();
    module2.exports.view = require_view();
    module2.exports.when = require_when();
    module2.exports.where = require_where();
    module2.exports.whereAny = require_whereAny();
    module2.exports.whereEq = require_whereEq();
    module2.exports.without = require_without();
    module2.exports.xor = require_xor();
    module2.exports.xprod = require_xprod();
    module2.exports.zip = require_zip();
    module2.exports.zipObj = require_zipObj();
    module2.exports.zipWith = require_zipWith();
    module2.exports.thunkify = require_thunkify();
  }
});

// node_modules/sort-unwind/dist/index.cjs
var require_dist = __commonJS({
  "node_modules/sort-unwind/dist/index.cjs"(exports2, module2) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames2 = Object.getOwnPropertyNames;
    var __hasOwnProp2 = Object.prototype.hasOwnProperty;
    var __export = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps2 = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames2(from))
          if (!__hasOwnProp2.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);
    var src_exports = {};
    __export(src_exports, {
      curried: () => curried,
      default: () => src_default,
      unwind: () => unwind
    });
    module2.exports = __toCommonJS(src_exports);
    var curried = (rank) => (src) => {
      if (src.length === 0) return [[], []];
      const zipped = [];
      src.forEach((_, i) => {
        zipped.push([rank[i], i, src[i]]);
      });
      zipped.sort(([a], [b]) => a - b);
      const dst = [];
      const derank = [];
      zipped.forEach(([_, i, o]) => {
        derank.push(i);
        dst.push(o);
      });
      return [dst, derank];
    };
    var unwind = (rank, src) => curried(rank)(src);
    var src_default = unwind;
  }
});

// node_modules/gaussian/lib/box-muller.js
var require_box_muller = __commonJS({
  "node_modules/gaussian/lib/box-muller.js"(exports2, module2) {
    (function(exports3) {
      const PRECISION = 1e9;
      const _2PI = Math.PI * 2;
      function generateGaussian(mean, std, randFn = null) {
        var u1;
        var u2;
        if (randFn) {
          u1 = randFn();
          u2 = randFn();
        } else {
          u1 = Math.random();
          u2 = Math.random();
        }
        var z0 = Math.sqrt(-2 * Math.log(u1)) * Math.cos(_2PI * u2);
        var z1 = Math.sqrt(-2 * Math.log(u1)) * Math.sin(_2PI * u2);
        return z0 * std + mean;
      }
      exports3(generateGaussian);
    })(typeof exports2 !== "undefined" ? function(e) {
      module2.exports = e;
    } : function(e) {
      this["boxmuller"] = e;
    });
  }
});

// node_modules/gaussian/lib/gaussian.js
var require_gaussian = __commonJS({
  "node_modules/gaussian/lib/gaussian.js"(exports2, module2) {
    (function(exports3) {
      const generateGaussian = require_box_muller();
      var erfc = function(x) {
        var z = Math.abs(x);
        var t = 1 / (1 + z / 2);
        var r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
        return x >= 0 ? r : 2 - r;
      };
      var ierfc = function(x) {
        if (x >= 2) {
          return -100;
        }
        if (x <= 0) {
          return 100;
        }
        var xx = x < 1 ? x : 2 - x;
        var t = Math.sqrt(-2 * Math.log(xx / 2));
        var r = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
        for (var j = 0; j < 2; j++) {
          var err = erfc(r) - xx;
          r += err / (1.1283791670955126 * Math.exp(-(r * r)) - r * err);
        }
        return x < 1 ? r : -r;
      };
      var Gaussian = function(mean, variance) {
        if (variance <= 0) {
          throw new Error("Variance must be > 0 (but was " + variance + ")");
        }
        this.mean = mean;
        this.variance = variance;
        this.standardDeviation = Math.sqrt(variance);
      };
      Gaussian.prototype.pdf = function(x) {
        var m = this.standardDeviation * Math.sqrt(2 * Math.PI);
        var e = Math.exp(-Math.pow(x - this.mean, 2) / (2 * this.variance));
        return e / m;
      };
      Gaussian.prototype.cdf = function(x) {
        return 0.5 * erfc(-(x - this.mean) / (this.standardDeviation * Math.sqrt(2)));
      };
      Gaussian.prototype.ppf = function(x) {
        return this.mean - this.standardDeviation * Math.sqrt(2) * ierfc(2 * x);
      };
      Gaussian.prototype.mul = function(d) {
        if (typeof d === "number") {
          return this.scale(d);
        }
        var precision = 1 / this.variance;
        var dprecision = 1 / d.variance;
        return fromPrecisionMean(
          precision + dprecision,
          precision * this.mean + dprecision * d.mean
        );
      };
      Gaussian.prototype.div = function(d) {
        if (typeof d === "number") {
          return this.scale(1 / d);
        }
        var precision = 1 / this.variance;
        var dprecision = 1 / d.variance;
        return fromPrecisionMean(
          precision - dprecision,
          precision * this.mean - dprecision * d.mean
        );
      };
      Gaussian.prototype.add = function(d) {
        return gaussian(this.mean + d.mean, this.variance + d.variance);
      };
      Gaussian.prototype.sub = function(d) {
        return gaussian(this.mean - d.mean, this.variance + d.variance);
      };
      Gaussian.prototype.scale = function(c) {
        return gaussian(this.mean * c, this.variance * c * c);
      };
      Gaussian.prototype.random = function(num, randFn = null) {
        let mean = this.mean;
        let std = this.standardDeviation;
        return Array(num).fill(0).map(() => {
          return generateGaussian(mean, std, randFn);
        });
      };
      var gaussian = function(mean, variance) {
        return new Gaussian(mean, variance);
      };
      var fromPrecisionMean = function(precision, precisionmean) {
        return gaussian(precisionmean / precision, 1 / precision);
      };
      exports3(gaussian);
    })(typeof exports2 !== "undefined" ? function(e) {
      module2.exports = e;
    } : function(e) {
      this["gaussian"] = e;
    });
  }
});

// node_modules/openskill/dist/index.cjs
var require_dist2 = __commonJS({
  "node_modules/openskill/dist/index.cjs"(exports2, module2) {
    "use strict";
    var __create2 = Object.create;
    var __defProp2 = Object.defineProperty;
    var __defProps = Object.defineProperties;
    var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
    var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
    var __getOwnPropNames2 = Object.getOwnPropertyNames;
    var __getOwnPropSymbols = Object.getOwnPropertySymbols;
    var __getProtoOf2 = Object.getPrototypeOf;
    var __hasOwnProp2 = Object.prototype.hasOwnProperty;
    var __propIsEnum = Object.prototype.propertyIsEnumerable;
    var __defNormalProp = (obj, key, value) => key in obj ? __defProp2(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
    var __spreadValues = (a, b) => {
      for (var prop in b || (b = {}))
        if (__hasOwnProp2.call(b, prop))
          __defNormalProp(a, prop, b[prop]);
      if (__getOwnPropSymbols)
        for (var prop of __getOwnPropSymbols(b)) {
          if (__propIsEnum.call(b, prop))
            __defNormalProp(a, prop, b[prop]);
        }
      return a;
    };
    var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
    var __export = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps2 = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames2(from))
          if (!__hasOwnProp2.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(
      // If the importer is in node compatibility mode or this is not an ESM
      // file that has been converted to a CommonJS file using a Babel-
      // compatible transform (i.e. "__esModule" has not been set), then set
      // "default" to the CommonJS "module.exports" for node compatibility.
      isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
      mod
    ));
    var __toCommonJS = (mod) => __copyProps2(__defProp2({}, "__esModule", { value: true }), mod);
    var index_exports = {};
    __export(index_exports, {
      ordinal: () => ordinal_default,
      predictDraw: () => predict_draw_default,
      predictWin: () => predict_win_default,
      rate: () => rate_default,
      rating: () => rating_default
    });
    module2.exports = __toCommonJS(index_exports);
    var builder = (options) => {
      const { z = 3, mu = 25, preventSigmaIncrease = false, epsilon = 1e-4, alpha = 1, target = 0 } = options;
      const { tau = mu / 300, sigma = mu / z, beta = sigma / 2, limitSigma = preventSigmaIncrease } = options;
      const betaSq = beta ** 2;
      return {
        SIGMA: sigma,
        MU: mu,
        EPSILON: epsilon,
        TWOBETASQ: 2 * betaSq,
        BETA: beta,
        BETASQ: betaSq,
        Z: z,
        ALPHA: alpha,
        TARGET: target,
        TAU: tau,
        LIMIT_SIGMA: limitSigma
      };
    };
    var constants_default = builder;
    var rating2 = (init, options = {}) => {
      const { MU: mu, SIGMA: sigma } = constants_default(__spreadValues(__spreadValues({}, options), init));
      return { mu, sigma };
    };
    var rating_default = rating2;
    var import_ramda2 = require_src();
    var import_sort_unwind = require_dist();
    var import_ramda = require_src();
    var sum = (a, b) => a + b;
    var rankings = (teams, rank = []) => {
      const teamScores = teams.map((_, i) => rank[i] || i);
      const outRank = new Array(teams.length);
      let s = 0;
      for (let j = 0; j < teamScores.length; j += 1) {
        if (j > 0 && teamScores[j - 1] < teamScores[j]) {
          s = j;
        }
        outRank[j] = s;
      }
      return outRank;
    };
    var teamRating = (options) => (game) => {
      const rank = rankings(game, options.rank);
      return game.map((team, i) => [
        // mu[i]
        team.map(({ mu }) => mu).reduce(sum, 0),
        // sigma^2[i]
        team.map(({ sigma }) => sigma * sigma).reduce(sum, 0),
        // (original team data)
        team,
        // rank[i]
        rank[i]
      ]);
    };
    var utilC = (options) => {
      const { BETASQ } = constants_default(options);
      return (teamRatings) => Math.sqrt(teamRatings.map(([_teamMu, teamSigmaSq, _team, _rank]) => teamSigmaSq + BETASQ).reduce(sum, 0));
    };
    var utilSumQ = (teamRatings, c) => teamRatings.map(
      ([_qMu, _qSigmaSq, _qTeam, qRank]) => teamRatings.filter(([_iMu, _iSigmaSq, _iTeam, iRank]) => iRank >= qRank).map(([iMu, _iSigmaSq, _iTeam, _iRank]) => Math.exp(iMu / c)).reduce(sum, 0)
    );
    var utilA = (teamRatings) => teamRatings.map(
      ([_iMu, _iSigmaSq, _iTeam, iRank]) => teamRatings.filter(([_qMu, _qSigmaSq, _qTeam, qRank]) => iRank === qRank).length
    );
    var gamma = (options) => {
      var _a;
      return (_a = options.gamma) != null ? _a : (
        // default to iSigma / c
        ((c, _k, _mu, sigmaSq, _team, _qRank) => Math.sqrt(sigmaSq) / c)
      );
    };
    var util_default = (options) => ({
      utilC: utilC(options),
      teamRating: teamRating(options),
      gamma: gamma(options)
    });
    var model = (game, options = {}) => {
      const { EPSILON } = constants_default(options);
      const { utilC: utilC2, teamRating: teamRating2, gamma: gamma2 } = util_default(options);
      const teamRatings = teamRating2(game);
      const c = utilC2(teamRatings);
      const sumQ = utilSumQ(teamRatings, c);
      const a = utilA(teamRatings);
      return teamRatings.map((iTeamRating, i) => {
        const [iMu, iSigmaSq, iTeam, iRank] = iTeamRating;
        const iMuOverCe = Math.exp(iMu / c);
        const [omegaSum, deltaSum] = teamRatings.filter(([_qMu, _qSigmaSq, _qTeam, qRank]) => qRank <= iRank).reduce(
          ([omega, delta], [_], q) => {
            const quotient = iMuOverCe / sumQ[q];
            return [omega + (i === q ? 1 - quotient : -quotient) / a[q], delta + quotient * (1 - quotient) / a[q]];
          },
          [0, 0]
        );
        const iGamma = gamma2(c, teamRatings.length, ...iTeamRating);
        const iOmega = omegaSum * (iSigmaSq / c);
        const iDelta = iGamma * deltaSum * (iSigmaSq / c ** 2);
        return iTeam.map(({ mu, sigma }) => ({
          mu: mu + sigma ** 2 / iSigmaSq * iOmega,
          sigma: sigma * Math.sqrt(Math.max(1 - sigma ** 2 / iSigmaSq * iDelta, EPSILON))
        }));
      });
    };
    var plackett_luce_default = model;
    var import_gaussian = __toESM2(require_gaussian(), 1);
    var normal = (0, import_gaussian.default)(0, 1);
    var phiMajor = (x) => normal.cdf(x);
    var phiMajorInverse = (x) => normal.ppf(x);
    var rate3 = (teams, options = {}) => {
      var _a, _b, _c;
      const { LIMIT_SIGMA, TAU } = constants_default(options);
      const { model: model2 = plackett_luce_default } = options;
      let processedTeams = teams;
      if (options.tau) {
        const tauSquared = TAU * TAU;
        processedTeams = teams.map(
          (team) => team.map((p) => __spreadProps(__spreadValues({}, p), {
            sigma: Math.sqrt(p.sigma * p.sigma + tauSquared)
          }))
        );
      }
      const rank = (_c = (_b = options.rank) != null ? _b : (_a = options.score) == null ? void 0 : _a.map((points) => -points)) != null ? _c : (0, import_ramda2.range)(1, teams.length + 1);
      const [orderedTeams, tenet] = (0, import_sort_unwind.unwind)(rank, processedTeams);
      const newRatings = model2(orderedTeams, __spreadProps(__spreadValues({}, options), {
        rank: (0, import_ramda2.sortBy)(import_ramda2.identity, rank)
      }));
      let [reorderedTeams] = (0, import_sort_unwind.unwind)(tenet, newRatings);
      if (TAU && LIMIT_SIGMA) {
        reorderedTeams = reorderedTeams.map(
          (team, i) => team.map((p, j) => __spreadProps(__spreadValues({}, p), {
            sigma: Math.min(p.sigma, teams[i][j].sigma)
          }))
        );
      }
      return reorderedTeams;
    };
    var rate_default = rate3;
    var ordinal2 = (rating22, options = {}) => {
      const { sigma, mu } = rating22;
      const { Z, ALPHA, TARGET } = constants_default(options);
      return TARGET + ALPHA * (mu - Z * sigma);
    };
    var ordinal_default = ordinal2;
    var predictWin = (teams, options = {}) => {
      const { teamRating: teamRating2 } = util_default(options);
      const { BETASQ } = constants_default(options);
      const teamRatings = teamRating2(teams);
      const n = teams.length;
      const denom = n * (n - 1) / 2;
      return teamRatings.map(
        ([muA, sigmaSqA], i) => teamRatings.filter((_, q) => i !== q).map(([muB, sigmaSqB]) => phiMajor((muA - muB) / Math.sqrt(n * BETASQ + sigmaSqA + sigmaSqB))).reduce(sum, 0) / denom
      );
    };
    var predict_win_default = predictWin;
    var import_ramda3 = require_src();
    var predictDraw = (teams, options = {}) => {
      const { teamRating: teamRating2 } = util_default(options);
      const { BETASQ, BETA } = constants_default(options);
      const totalPlayerCount = (0, import_ramda3.flatten)(teams).length;
      const drawProbability = 1 / totalPlayerCount;
      const drawMargin = Math.sqrt(totalPlayerCount) * BETA * phiMajorInverse((1 + drawProbability) / 2);
      const teamRatings = (0, import_ramda3.map)((team) => (0, import_ramda3.head)(teamRating2([team])), teams);
      const pairwiseProbs = (0, import_ramda3.addIndex)(import_ramda3.reduce)(
        (outerAccum, pairA, i) => {
          const [muA, sigmaSqA] = pairA;
          return (0, import_ramda3.reduce)(
            (innerAccum, pairB) => {
              const [muB, sigmaSqB] = pairB;
              const sharedDenom = Math.sqrt(totalPlayerCount * BETASQ + sigmaSqA + sigmaSqB);
              innerAccum.push(
                phiMajor((drawMargin - muA + muB) / sharedDenom) - phiMajor((muB - muA - drawMargin) / sharedDenom)
              );
              return innerAccum;
            },
            outerAccum,
            teamRatings.slice(i + 1)
          );
        },
        [],
        teamRatings
      );
      return (0, import_ramda3.sum)(pairwiseProbs) / pairwiseProbs.length;
    };
    var predict_draw_default = predictDraw;
  }
});

// cloudfunctions/game/src/local/main.ts
var import_node_path2 = require("node:path");

// cloudfunctions/game/src/engine/core/errors.ts
var GameError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = "GameError";
  }
};
var badRequest = (message) => new GameError("BAD_REQUEST", message);
var illegalMove = (message) => new GameError("ILLEGAL_MOVE", message);

// cloudfunctions/game/src/engine/core/options.ts
function option(spec) {
  return spec;
}
function catalogOptions(table) {
  return table.map((o) => ({
    ...o,
    ..."values" in o && o.values && { values: [...o.values] },
    ...Array.isArray(o.default) && { default: [...o.default] }
  }));
}
function readOptions(table, rules) {
  const read = {};
  for (const o of table) read[o.id] = valueOf(o, rules[o.id]);
  return read;
}
function valueOf(o, value) {
  switch (o.type) {
    case "boolean":
      return typeof value === "boolean" ? value : o.default;
    case "enum":
      return typeof value === "string" && o.values.includes(value) ? value : o.default;
    case "set":
      return o.values.filter((v) => (Array.isArray(value) ? value : o.default).includes(v));
    case "number":
      return typeof value === "number" ? value : o.default;
  }
}

// cloudfunctions/game/src/engine/core/auto-options.ts
var AUTO_OPTIONS = [
  option({
    id: "auto.nightStepSeconds",
    name: "\u591C\u95F4\u6BCF\u6B65\u65F6\u957F",
    type: "number",
    group: "advanced",
    host: "auto",
    min: 0,
    max: 120,
    default: 12,
    description: "\u591C\u91CC\u6BCF\u4E00\u6B65\u81F3\u5C11\u5F00\u653E\u7684\u79D2\u6570\uFF08\u6709\u6CA1\u6709\u8FD9\u4E2A\u89D2\u8272\u90FD\u4E00\u6837\uFF0C\u65F6\u957F\u4E0D\u6CC4\u9732\u8EAB\u4EFD\uFF09\uFF0C0 \u6216 5\u2013120\u30020\uFF1A\u7B54\u5B8C\u6216\u4E3B\u6301\u4EBA\u70B9\u300C\u4E0B\u4E00\u6B65\u300D\u5373\u8FC7\uFF0C\u53EA\u9002\u5408\u7EBF\u4E0A\u597D\u53CB\u5C40\u3002"
  }),
  option({
    id: "auto.nightStepJitter",
    name: "\u591C\u95F4\u968F\u673A\u5EF6\u65F6",
    type: "number",
    group: "advanced",
    host: "auto",
    min: 0,
    max: 60,
    default: 8,
    description: "\u591C\u91CC\u6BCF\u4E00\u6B65\u53E6\u52A0 0 \u5230\u8FD9\u4E48\u591A\u79D2\u7684\u968F\u673A\u65F6\u957F\uFF08\u591C\u95F4\u6BCF\u6B65\u65F6\u957F\u4E3A 0 \u65F6\u4E0D\u7528\uFF09\u3002"
  }),
  option({
    id: "auto.nightDecoy",
    name: "\u591C\u91CC\u4EBA\u4EBA\u64CD\u4F5C",
    type: "enum",
    group: "advanced",
    host: "auto",
    description: "\u6BCF\u4EBA\u6BCF\u665A\u90FD\u6709\u95EE\u9898\u8981\u7B54\uFF1A\u6CA1\u6709\u884C\u52A8\u7684\u73A9\u5BB6\u731C\u4E00\u731C\u8C01\u662F\u72FC\u4EBA\uFF0C\u8C01\u5728\u64CD\u4F5C\u624B\u673A\u5C31\u770B\u4E0D\u51FA\u6765\uFF1B\u731C\u6D4B\u5728\u590D\u76D8\u91CC\u516C\u5E03\u3002",
    values: ["everyStep", "off"],
    valueNames: ["\u6BCF\u4E00\u6B65\u90FD\u7B54", "\u5173\u95ED"],
    default: "everyStep"
  }),
  option({
    id: "auto.speechSeconds",
    name: "\u53D1\u8A00\u65F6\u957F",
    type: "number",
    group: "common",
    host: "auto",
    min: 10,
    max: 600,
    default: 90,
    description: "\u6BCF\u4EBA\u53D1\u8A00\u7684\u79D2\u6570\uFF1B\u8BF4\u5B8C\u53EF\u4EE5\u70B9\u300C\u8FC7\u300D\u3002"
  }),
  option({
    id: "auto.lastWordsSeconds",
    name: "\u9057\u8A00\u65F6\u957F",
    type: "number",
    group: "common",
    host: "auto",
    min: 10,
    max: 600,
    default: 60,
    description: "\u9057\u8A00\u7684\u79D2\u6570\u3002"
  }),
  option({
    id: "auto.voteSeconds",
    name: "\u6295\u7968\u65F6\u957F",
    type: "number",
    group: "common",
    host: "auto",
    min: 5,
    max: 300,
    default: 30,
    description: "\u6295\u7968\uFF08\u4EE5\u53CA\u4E0A\u8B66\u3001\u9000\u6C34\u3001\u5F00\u67AA\uFF09\u7684\u79D2\u6570\uFF1B\u5230\u65F6\u6CA1\u6295\u7684\u7B97\u5F03\u7968\u3002"
  })
];
var JUDGE_OPTIONS = [
  option({
    id: "votes",
    name: "\u6295\u7968\u65B9\u5F0F",
    type: "enum",
    group: "common",
    host: "judge",
    description: "\u4E3E\u624B\u6295\u7968\uFF1A\u6CD5\u5B98\u9010\u4E2A\u8BB0\u4E0B\u7968\u6570\uFF1B\u624B\u673A\u6295\u7968\uFF1A\u73A9\u5BB6\u5728\u81EA\u5DF1\u7684\u624B\u673A\u4E0A\u6295\u7968\uFF0C\u6CD5\u5B98\u770B\u7740\u7968\u6570\u586B\u6EE1\u540E\u7ED3\u675F\u6295\u7968\u3002",
    values: ["hands", "phones"],
    valueNames: ["\u4E3E\u624B\u6295\u7968", "\u624B\u673A\u6295\u7968"],
    default: "hands"
  })
];
var TABLE_OPTIONS = [
  option({
    id: "deadSee",
    name: "\u51FA\u5C40\u540E\u53EF\u89C1",
    type: "enum",
    group: "advanced",
    description: "\u51FA\u5C40\u7684\u73A9\u5BB6\u80FD\u770B\u5230\u4EC0\u4E48\uFF1A\u548C\u89C2\u6218\u8005\u4E00\u6837\u53EA\u770B\u516C\u5F00\u7684\u684C\u9762\uFF0C\u6216\u8005\u6240\u6709\u4EBA\u7684\u8EAB\u4EFD\u548C\u591C\u91CC\u7684\u884C\u52A8\uFF08\u7EBF\u4E0A\u5C40\u5E38\u7528\uFF09\u3002\u51FA\u5C40\u7684\u73A9\u5BB6\u90FD\u4E0D\u80FD\u518D\u884C\u52A8\u6216\u6295\u7968\u3002",
    values: ["public", "all"],
    valueNames: ["\u53EA\u770B\u516C\u5F00\u4FE1\u606F", "\u770B\u5168\u90E8\u8EAB\u4EFD"],
    default: "public"
  }),
  option({
    id: "rescue.afterSeconds",
    name: "\u6CD5\u5B98\u6389\u7EBF\u591A\u4E45\u53EF\u63A5\u7BA1",
    type: "number",
    group: "advanced",
    min: 30,
    max: 1800,
    default: 120,
    description: "\u6CD5\u5B98\uFF08\u6216\u81EA\u52A8\u4E3B\u6301\u7684\u4E3B\u6301\u624B\u673A\uFF09\u8FD9\u4E48\u591A\u79D2\u6CA1\u6709\u4EFB\u4F55\u64CD\u4F5C\u540E\uFF0C\u5165\u5EA7\u7684\u73A9\u5BB6\u53EF\u4EE5\u53D1\u8D77\u63A5\u7BA1\u6295\u7968\uFF1A\u6362\u4E00\u4F4D\u51FA\u5C40\u7684\u73A9\u5BB6\u6216\u89C2\u6218\u8005\u5F53\u6CD5\u5B98\uFF0C\u6216\u6539\u6210\u81EA\u52A8\u4E3B\u6301\u3002"
  })
];
var HOST_MODES = ["judge", "auto"];
function hostOptions(host2) {
  return catalogOptions([...host2 === "auto" ? AUTO_OPTIONS : JUDGE_OPTIONS, ...TABLE_OPTIONS]);
}
var CATALOG_HOST_OPTIONS = catalogOptions([...JUDGE_OPTIONS, ...AUTO_OPTIONS, ...TABLE_OPTIONS]);
var tableRules = (rules) => readOptions(TABLE_OPTIONS, rules);
var autoRules = (rules) => readOptions(AUTO_OPTIONS, rules);
var MIN_NIGHT_SECONDS = 5;
function autoRulesProblem(rules) {
  const seconds = autoRules(rules)["auto.nightStepSeconds"];
  if (seconds > 0 && seconds < MIN_NIGHT_SECONDS) {
    return `\u89C4\u5219\u300C\u591C\u95F4\u6BCF\u6B65\u65F6\u957F\u300D\u987B\u4E3A 0 \u6216 ${MIN_NIGHT_SECONDS}\u2013120 \u79D2\uFF1A\u592A\u77ED\u6765\u4E0D\u53CA\u64CD\u4F5C\uFF0C\u4E5F\u4F1A\u8BA9\u4EBA\u770B\u51FA\u8C01\u5728\u884C\u52A8`;
  }
  return void 0;
}
function parseHost(raw) {
  if (raw === void 0 || raw === null) return "judge";
  if (raw === "judge" || raw === "auto") return raw;
  throw badRequest("host \u987B\u4E3A judge\uFF08\u6CD5\u5B98\u4E3B\u6301\uFF09\u6216 auto\uFF08\u81EA\u52A8\u4E3B\u6301\uFF09");
}

// cloudfunctions/game/src/engine/core/names.ts
function campsOf(module2) {
  return Object.entries(module2.campNames).map(([id, name]) => ({ id, name, bad: isBadCamp(module2, id) }));
}
function isBadCamp(module2, camp) {
  return (module2.info.badCamps ?? []).includes(camp);
}
function tagsOf(module2) {
  return Object.entries(module2.tagNames ?? {}).map(([id, name]) => ({ id, name }));
}
function tagNamesOf(module2, tags) {
  return tags.map((t) => module2.tagNames?.[t] ?? t);
}
function namedCard(module2, card2) {
  if (!("role" in card2)) return card2;
  return { ...card2, campName: module2.campNames[card2.camp] ?? "", bad: isBadCamp(module2, card2.camp) };
}

// cloudfunctions/game/src/engine/core/guards.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isCount(value, max) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max;
}
function isSeatNumber(value, players) {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= players;
}
function hasHiddenCharacter(text) {
  return new RegExp("[\\p{Cc}\\p{Zl}\\p{Zp}]|(?!\\u200d)\\p{Cf}", "u").test(text);
}

// cloudfunctions/game/src/engine/core/config.ts
function gameInfo(module2, pairs) {
  const { info, presets } = module2;
  const defaultPreset = presets[0];
  const defaultRoles = {};
  for (const n of range(info.minPlayers, info.maxPlayers)) defaultRoles[String(n)] = defaultPreset.roles(n);
  return {
    ...info,
    options: [...info.options, ...CATALOG_HOST_OPTIONS],
    camps: campsOf(module2),
    tags: tagsOf(module2),
    hostModes: HOST_MODES,
    presets: presets.map(({ id, name, description, players, rules, roles }) => ({
      id,
      name,
      description,
      players,
      rules,
      roles: Object.fromEntries(range(players[0], players[1]).map((n) => [String(n), roles(n)]))
    })),
    defaultRoles,
    ...module2.wordCategories && pairs && { wordCategories: module2.wordCategories(pairs) }
  };
}
function roleName(module2, role) {
  return module2.info.roles.find((r) => r.id === role)?.name ?? role;
}
function parseConfig(module2, request, host2 = "judge") {
  const { info } = module2;
  const players = request.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players < info.minPlayers || players > info.maxPlayers) {
    throw badRequest(`${info.name}\u7684\u4EBA\u6570\u987B\u4E3A ${info.minPlayers}\u2013${info.maxPlayers} \u7684\u6574\u6570`);
  }
  const preset = findPreset(module2, request.preset);
  if (players < preset.players[0] || players > preset.players[1]) {
    throw badRequest(`\u300C${preset.name}\u300D\u53EA\u9002\u7528\u4E8E ${span(preset.players[0], preset.players[1])} \u4EBA`);
  }
  const rules = parseRules([...info.options, ...hostOptions(host2)], { ...module2.ruleDefaults?.(players), ...preset.rules }, request.rules);
  const timing = host2 === "auto" ? autoRulesProblem(rules) : void 0;
  if (timing) throw badRequest(timing);
  const roles = request.roles === void 0 ? preset.roles(players) : parseRoles(module2, players, request.roles);
  const problem = module2.checkRoles(players, roles, rules);
  if (problem) throw badRequest(problem);
  const extra = module2.checkExtra ? module2.checkExtra({ words: request.words }) : {};
  if (!module2.checkExtra && request.words !== void 0) throw badRequest(`${info.name}\u4E0D\u4F7F\u7528\u8BCD\u8BED\u53C2\u6570 words`);
  return { game: info.id, players, preset: preset.id, roles, rules, ...extra };
}
function findPreset(module2, id) {
  if (id === void 0) return module2.presets[0];
  const preset = typeof id === "string" ? module2.presets.find((p) => p.id === id) : void 0;
  if (!preset) throw badRequest(typeof id === "string" ? `\u6CA1\u6709\u8FD9\u4E2A\u677F\u5B50\uFF1A${id.slice(0, 20)}` : "preset \u987B\u4E3A\u677F\u5B50\u7684 id");
  return preset;
}
function parseRoles(module2, players, raw) {
  if (!isPlainObject(raw)) throw badRequest("roles \u987B\u4E3A { \u89D2\u8272: \u6570\u91CF } \u7684\u5BF9\u8C61");
  const known = new Map(module2.info.roles.map((r) => [r.id, r]));
  const roles = {};
  for (const [id, count2] of Object.entries(raw)) {
    const role = known.get(id);
    if (!role) throw badRequest(`${module2.info.name}\u6CA1\u6709\u89D2\u8272\u300C${id.slice(0, 20)}\u300D`);
    if (!isCount(count2, players + 2)) throw badRequest(`${role.name}\u7684\u6570\u91CF\u987B\u4E3A 0\u2013${players + 2} \u7684\u6574\u6570`);
    if (count2 > 0) roles[id] = count2;
  }
  return roles;
}
function parseRules(options, presetRules, raw) {
  const rules = {};
  for (const option2 of options) rules[option2.id] = presetRules[option2.id] ?? option2.default;
  if (raw === void 0) return rules;
  if (!isPlainObject(raw)) throw badRequest("rules \u987B\u4E3A { \u89C4\u5219: \u53D6\u503C } \u7684\u5BF9\u8C61");
  for (const [id, value] of Object.entries(raw)) {
    const option2 = options.find((o) => o.id === id);
    if (!option2) throw badRequest(`\u6CA1\u6709\u8FD9\u6761\u89C4\u5219\uFF1A${id.slice(0, 30)}`);
    rules[id] = parseOptionValue(option2, value);
  }
  return rules;
}
function parseOptionValue(option2, value) {
  const values = option2.values ?? [];
  switch (option2.type) {
    case "boolean":
      if (typeof value === "boolean") return value;
      throw badRequest(`\u89C4\u5219\u300C${option2.name}\u300D\u987B\u4E3A true \u6216 false`);
    case "enum":
      if (typeof value === "string" && values.includes(value)) return value;
      throw badRequest(`\u89C4\u5219\u300C${option2.name}\u300D\u7684\u53D6\u503C\u987B\u4E3A ${values.join("\u3001")} \u4E4B\u4E00`);
    case "set":
      if (Array.isArray(value) && value.length <= values.length && value.every((v) => typeof v === "string" && values.includes(v)) && new Set(value).size === value.length) {
        return values.filter((v) => value.includes(v));
      }
      throw badRequest(`\u89C4\u5219\u300C${option2.name}\u300D\u987B\u4E3A ${values.join("\u3001")} \u4E2D\u4E0D\u91CD\u590D\u7684\u82E5\u5E72\u9879`);
    case "number":
      if (typeof value === "number" && Number.isInteger(value) && value >= (option2.min ?? 0) && value <= (option2.max ?? 0)) return value;
      throw badRequest(`\u89C4\u5219\u300C${option2.name}\u300D\u987B\u4E3A ${span(option2.min ?? 0, option2.max ?? 0)} \u7684\u6574\u6570`);
  }
}
function span(from, to) {
  return from === to ? String(from) : `${from}\u2013${to}`;
}
function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// cloudfunctions/game/src/engine/core/clone.ts
function cloneJson(value) {
  return copy(value);
}
function copy(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => item === void 0 || typeof item === "function" ? null : copy(item));
  const out = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === void 0 || typeof item === "function") continue;
    if (key === "__proto__") defineOwn(out, key, copy(item));
    else out[key] = copy(item);
  }
  return out;
}
function defineOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

// cloudfunctions/game/src/engine/core/engine-version.ts
var ENGINE_VERSION = 6;

// cloudfunctions/game/src/engine/core/input.ts
function parseInput(step, raw, players) {
  const input = raw ?? {};
  if (!isPlainObject(input)) throw badRequest("input \u987B\u4E3A\u5BF9\u8C61");
  if ("explode" in input) return parseExplode(step, input, players);
  if ("duel" in input) return parseDuel(step, input, players);
  if ("withdraw" in input) return parseWithdraw(step, input, players);
  const spec = step.input;
  if (spec.type !== "none" && !(spec.type in input) && Object.keys(input).length > 0) {
    throw badRequest(`\u8FD9\u4E00\u6B65\u7684\u8F93\u5165\u662F { ${spec.type} }\uFF0C\u6536\u5230\u7684\u662F { ${Object.keys(input).join(", ")} }`);
  }
  switch (spec.type) {
    case "none":
      if (Object.keys(input).length > 0) {
        throw step.noInput ? illegalMove(step.noInput) : badRequest("\u8FD9\u4E00\u6B65\u4E0D\u9700\u8981\u8F93\u5165\uFF0C\u8BF7\u76F4\u63A5\u8FDB\u5165\u4E0B\u4E00\u6B65");
      }
      return { kind: "none" };
    case "seats":
      return { kind: "seats", seats: parseSeats(step, spec, input.seats, players) };
    case "choice": {
      const choice = input.choice;
      if (typeof choice !== "string") throw badRequest("\u8FD9\u4E00\u6B65\u987B\u9009\u62E9\u4E00\u9879\uFF1A{ choice }");
      if (!spec.options.some((o) => o.id === choice)) {
        throw illegalMove(step.refuseChoice?.(choice) ?? `\u8FD9\u4E00\u6B65\u53EA\u80FD\u9009\u62E9\uFF1A${spec.options.map((o) => o.label).join("\u3001")}`);
      }
      return { kind: "choice", choice };
    }
    case "ballots":
      return { kind: "ballots", ballots: parseBallots(step, spec, input.ballots, players) };
  }
}
function parseExplode(step, input, players) {
  const keys = Object.keys(input);
  const shaped = keys.length === 1 || keys.length === 2 && "take" in input;
  if (!shaped) throw badRequest("\u81EA\u7206\u65F6 input \u53EA\u80FD\u662F { explode: \u5EA7\u4F4D\u53F7 } \u6216 { explode: \u5EA7\u4F4D\u53F7, take: \u5EA7\u4F4D\u53F7 }");
  if (!isSeatNumber(input.explode, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  if ("take" in input && !isSeatNumber(input.take, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  if (!step.allowsExplode) throw illegalMove("\u73B0\u5728\u4E0D\u80FD\u81EA\u7206\uFF1A\u53EA\u6709\u767D\u5929\u72FC\u4EBA\u624D\u80FD\u81EA\u7206");
  return { kind: "explode", seat: input.explode, ...isSeatNumber(input.take, players) && { take: input.take } };
}
function parseDuel(step, input, players) {
  if (Object.keys(input).length !== 1) throw badRequest("\u51B3\u6597\u65F6 input \u53EA\u80FD\u662F { duel: \u5EA7\u4F4D\u53F7 }");
  if (!isSeatNumber(input.duel, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  if (!step.allowsExplode) throw illegalMove("\u73B0\u5728\u4E0D\u80FD\u51B3\u6597\uFF1A\u53EA\u6709\u767D\u5929\u53D1\u8A00\u65F6\u9A91\u58EB\u624D\u80FD\u51B3\u6597");
  return { kind: "duel", seat: input.duel };
}
function parseWithdraw(step, input, players) {
  if (Object.keys(input).length !== 1) throw badRequest("\u9000\u6C34\u65F6 input \u53EA\u80FD\u662F { withdraw: \u5EA7\u4F4D\u53F7 }");
  if (!isSeatNumber(input.withdraw, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  const standing2 = step.dayActions?.withdraw;
  if (!standing2) throw illegalMove("\u73B0\u5728\u4E0D\u80FD\u9000\u6C34\uFF1A\u53EA\u6709\u7ADE\u9009\u53D1\u8A00\u65F6\uFF0C\u8B66\u4E0A\u7684\u5019\u9009\u4EBA\u624D\u80FD\u9000\u6C34");
  if (!standing2.includes(input.withdraw)) throw illegalMove(`${input.withdraw} \u53F7\u4E0D\u5728\u8B66\u4E0A\uFF0C\u8C08\u4E0D\u4E0A\u9000\u6C34`);
  return { kind: "withdraw", seat: input.withdraw };
}
function parseSeats(step, spec, raw, players) {
  const range2 = (spec.min === spec.max ? `${spec.min} \u4E2A` : `${spec.min}\u2013${spec.max} \u4E2A`) + (spec.skippable ? "\uFF08\u6216\u4E0D\u9009\uFF09" : "");
  const mayBeEmpty = spec.min === 0 || spec.skippable === true;
  if (raw === void 0 && mayBeEmpty) return [];
  if (!Array.isArray(raw)) throw badRequest(`\u8FD9\u4E00\u6B65\u987B\u9009\u62E9\u5EA7\u4F4D\uFF1A{ seats: [...] }\uFF0C${range2}`);
  if (raw.length > players) throw badRequest("\u9009\u62E9\u7684\u5EA7\u4F4D\u592A\u591A");
  for (const seat of raw) {
    if (!isSeatNumber(seat, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  }
  const seats = raw;
  if (new Set(seats).size !== seats.length) throw badRequest("\u540C\u4E00\u4E2A\u5EA7\u4F4D\u4E0D\u80FD\u9009\u4E24\u6B21");
  const countOk = seats.length >= spec.min && seats.length <= spec.max || seats.length === 0 && mayBeEmpty;
  if (!countOk) throw illegalMove(`\u8FD9\u4E00\u6B65\u987B\u9009\u62E9 ${range2}\u5EA7\u4F4D`);
  for (const seat of seats) {
    if (!spec.options.includes(seat)) {
      throw illegalMove(step.refuse?.(seat) ?? `${seat} \u53F7\u4E0D\u5728\u53EF\u9009\u8303\u56F4\u5185`);
    }
  }
  return seats;
}
function parseBallots(step, { voters: voters2, candidates: candidates2 }, raw, players) {
  if (raw === void 0) return /* @__PURE__ */ new Map();
  if (!isPlainObject(raw)) throw badRequest("\u8FD9\u4E00\u6B65\u987B\u586B\u5199\u6295\u7968\uFF1A{ ballots: { \u6295\u7968\u4EBA: \u88AB\u6295\u4EBA\u62160 } }");
  const ballots = /* @__PURE__ */ new Map();
  for (const [key, target] of Object.entries(raw)) {
    const voter = /^[1-9][0-9]?$/.test(key) ? Number(key) : NaN;
    if (!isSeatNumber(voter, players)) throw badRequest(`\u6295\u7968\u4EBA\u987B\u4E3A 1\u2013${players} \u7684\u5EA7\u4F4D\u53F7`);
    if (typeof target !== "number" || !Number.isInteger(target) || target < 0 || target > players) {
      throw badRequest(`\u88AB\u6295\u4EBA\u987B\u4E3A 1\u2013${players} \u7684\u5EA7\u4F4D\u53F7\uFF0C\u5F03\u6743\u586B 0`);
    }
    if (!voters2.includes(voter)) throw illegalMove(step.refuseVoter?.(voter) ?? `${voter} \u53F7\u6CA1\u6709\u6295\u7968\u6743`);
    if (target !== 0 && !candidates2.includes(target)) throw illegalMove(notACandidate(target));
    if (target !== 0) ballots.set(voter, target);
  }
  return ballots;
}
function notACandidate(seat) {
  return `${seat} \u53F7\u4E0D\u662F\u8FD9\u4E00\u8F6E\u7684\u5019\u9009\u4EBA`;
}
function canonicalInput(input) {
  switch (input.kind) {
    case "none":
      return {};
    case "seats":
      return { seats: input.seats };
    case "choice":
      return { choice: input.choice };
    case "ballots":
      return { ballots: Object.fromEntries([...input.ballots].map(([voter, target]) => [String(voter), target])) };
    case "explode":
      return input.take === void 0 ? { explode: input.seat } : { explode: input.seat, take: input.take };
    case "duel":
      return { duel: input.seat };
    case "withdraw":
      return { withdraw: input.seat };
  }
}

// cloudfunctions/game/src/engine/core/json-diff.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function diffJson(from, to) {
  const edits = [];
  collect(from, to, [], edits);
  return edits;
}
function collect(from, to, at, edits) {
  if (from === to) return;
  const inner = [];
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(to)) if (to[key] !== void 0) collect(from[key], to[key], [...at, key], inner);
    for (const key of Object.keys(from)) if (from[key] !== void 0 && to[key] === void 0) inner.push({ at: [...at, key] });
  } else if (Array.isArray(from) && Array.isArray(to)) {
    collectList(from, to, at, inner);
  } else {
    edits.push({ at, to });
    return;
  }
  if (inner.length === 0) return;
  const whole = inner.length > 1 && !longerThan(to, JSON.stringify(inner).length);
  edits.push(...whole ? [{ at, to }] : inner);
}
function collectList(from, to, at, edits) {
  let head = 0;
  while (head < from.length && head < to.length && sameJson(from[head], to[head])) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && sameJson(from[from.length - 1 - tail], to[to.length - 1 - tail])) tail++;
  const fromEnd = from.length - tail;
  const toEnd = to.length - tail;
  const paired = Math.min(fromEnd, toEnd) - head;
  for (let i = head; i < head + paired; i++) collect(from[i], to[i], [...at, i], edits);
  const start = head + paired;
  if (fromEnd > start || toEnd > start) edits.push({ at, splice: [start, fromEnd - start, ...to.slice(start, toEnd)] });
}
function sameJson(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = (o) => Object.keys(o).filter((key) => o[key] !== void 0);
  const aKeys = keys(a);
  return aKeys.length === keys(b).length && aKeys.every((key) => sameJson(a[key], b[key]));
}
function longerThan(value, limit) {
  let left2 = limit;
  const count2 = (item) => {
    if (Array.isArray(item)) {
      left2 -= 2;
      for (let i = 0; i < item.length && left2 >= 0; i++) count2(item[i]);
    } else if (isObject(item)) {
      left2 -= 2;
      for (const key of Object.keys(item)) {
        if (left2 < 0) return;
        if (item[key] !== void 0) {
          left2 -= key.length + 4;
          count2(item[key]);
        }
      }
    } else {
      left2 -= (JSON.stringify(item) ?? "").length + 1;
    }
  };
  count2(value);
  return left2 < 0;
}
function applyEdits(value, edits) {
  const root = { value: cloneJson(value) };
  for (const edit of edits) {
    const path = ["value", ...edit.at];
    const key = path[path.length - 1];
    const parent = path.slice(0, -1).reduce((node, step) => node[step], root);
    if ("splice" in edit) {
      const [start, removed, ...items] = edit.splice;
      parent[key].splice(start, removed, ...cloneJson(items));
    } else if ("to" in edit) parent[key] = cloneJson(edit.to);
    else delete parent[key];
  }
  return root.value;
}
function coversJson(whole, part) {
  if (isObject(whole) && isObject(part)) {
    return Object.keys(part).every((key) => part[key] === void 0 || coversJson(whole[key], part[key]));
  }
  if (Array.isArray(whole) && Array.isArray(part)) {
    return whole.length === part.length && part.every((item, i) => coversJson(whole[i], item));
  }
  return whole === part;
}

// cloudfunctions/game/src/engine/core/match.ts
function dealNumber(match) {
  return match.deal ?? 1;
}
function startMatch(module2, config, rng, carry, words) {
  const deal2 = module2.deal(config, rng, carry, words);
  return newDeal(deal2.state, deal2.carry, 1);
}
function newDeal(dealt, carry, deal2) {
  const state = { ...dealt, engine: ENGINE_VERSION, events: [] };
  return { initial: state, inputs: [], state, carry, deal: deal2, undos: [] };
}
function loadMatch(module2, match) {
  if (match.undos) return match;
  const replayed = replay(module2, match);
  if (replayed && coversJson(replayed.state, match.state)) return { ...replayed, inputs: match.inputs };
  return { ...match, state: upgraded(module2, match.state), undos: [] };
}
function upgraded(module2, stored) {
  const state = cloneJson(stored);
  state.events ??= [];
  if (state.winner) state.winner.say ??= [state.winner.text];
  module2.upgrade?.(state);
  return state;
}
function replay(module2, match) {
  let played = { ...match, inputs: [], state: match.initial, undos: [] };
  try {
    for (const input of match.inputs) {
      const leaver = leaverOf(input);
      played = leaver === null ? closeStep(module2, played, played.state.stepId, input) : leaveSeat(module2, played, leaver);
    }
  } catch {
    return null;
  }
  return played;
}
function advanced(match, input, state) {
  const undos = [...match.undos ?? [], diffJson(state, match.state)];
  return { ...match, inputs: [...match.inputs, input], state, undos };
}
function currentStep(module2, state) {
  if (state.winner || !state.step) return null;
  const { key, title, say, hint, input, info, actors, close, passLabel, dayActions: dayActions2, news } = module2.describe(state);
  return {
    id: state.stepId,
    key,
    title,
    say,
    input,
    ...hint !== void 0 && { hint },
    ...info !== void 0 && { info },
    ...actors !== void 0 && { actors },
    ...close !== void 0 && { close },
    ...passLabel !== void 0 && { passLabel },
    ...dayActions2 !== void 0 && { dayActions: dayActions2 },
    ...news !== void 0 && { news }
  };
}
function applyInput(module2, state, stepId, raw) {
  if (state.winner || !state.step) throw new GameError("GAME_OVER", "\u672C\u5C40\u6E38\u620F\u5DF2\u7ECF\u7ED3\u675F");
  if (stepId !== state.stepId) {
    throw new GameError("STALE_STEP", "\u8FD9\u4E00\u6B65\u5DF2\u7ECF\u8FC7\u53BB\u4E86\uFF0C\u8BF7\u5237\u65B0\u540E\u518D\u64CD\u4F5C");
  }
  const parsed = parseInput(module2.describe(state), raw, state.config.players);
  const draft = cloneJson(state);
  module2.advance(draft, parsed);
  if (draft.winner) draft.step = null;
  draft.stepId = state.stepId + 1;
  return { state: draft, input: canonicalInput(parsed) };
}
function act(module2, match, stepId, raw) {
  const { state, input } = applyInput(module2, match.state, stepId, raw);
  return advanced(match, input, state);
}
function closeStep(module2, match, stepId, raw) {
  if (!closedSilent(module2, match.state, raw)) return act(module2, match, stepId, raw);
  if (stepId !== match.state.stepId) throw new GameError("STALE_STEP", "\u8FD9\u4E00\u6B65\u5DF2\u7ECF\u8FC7\u53BB\u4E86\uFF0C\u8BF7\u5237\u65B0\u540E\u518D\u64CD\u4F5C");
  return advanced(match, { seats: [] }, silentlyClosed(module2, match.state));
}
function closedSilent(module2, state, raw) {
  if (state.winner || !state.step || typeof raw !== "object" || raw === null) return false;
  const { seats } = raw;
  if (!(Array.isArray(seats) && seats.length === 0 && Object.keys(raw).length === 1)) return false;
  const { input } = module2.describe(state);
  return input.type === "seats" && input.min > 0;
}
function silentlyClosed(module2, state) {
  const draft = cloneJson(state);
  module2.advance(draft, { kind: "seats", seats: [] });
  if (draft.winner) draft.step = null;
  draft.stepId = state.stepId + 1;
  return draft;
}
function leaveSeat(module2, match, seat) {
  const { players } = match.state.config;
  if (!isSeatNumber(seat, players)) throw badRequest(`\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  return advanced(match, { leave: seat }, leftState(module2, match.state, seat));
}
function leftState(module2, state, seat) {
  const draft = cloneJson(state);
  module2.leave(draft, seat);
  if (draft.winner) draft.step = null;
  const same = !draft.winner && JSON.stringify(currentStep(module2, draft)) === JSON.stringify(currentStep(module2, state));
  draft.stepId = state.stepId + (same ? 0 : 1);
  return draft;
}
function leaverOf(input) {
  if (typeof input !== "object" || input === null || Object.keys(input).length !== 1) return null;
  const { leave } = input;
  return typeof leave === "number" ? leave : null;
}
function undo(match) {
  if (match.inputs.length === 0) throw new GameError("ILLEGAL_MOVE", "\u5DF2\u7ECF\u56DE\u5230\u7B2C\u4E00\u6B65\uFF0C\u4E0D\u80FD\u518D\u64A4\u9500");
  const undos = match.undos ?? [];
  if (undos.length === 0) throw new GameError("ILLEGAL_MOVE", "\u8FD9\u4E00\u6B65\u4E4B\u524D\u7684\u64CD\u4F5C\u7531\u65E7\u7248\u672C\u8BB0\u5F55\uFF0C\u4E0D\u80FD\u64A4\u9500");
  return { ...match, inputs: match.inputs.slice(0, -1), state: applyEdits(match.state, undos[undos.length - 1]), undos: undos.slice(0, -1) };
}
function redeal(module2, match, rng, words) {
  const next = module2.deal(match.initial.config, rng, match.carry, words);
  return newDeal(next.state, next.carry, dealNumber(match) + 1);
}
function redrawWords(module2, match, rng, words) {
  if (!module2.redraw) throw badRequest(`${module2.info.name}\u6CA1\u6709\u8BCD\u8BED\uFF0C\u4E0D\u80FD\u6362\u4E00\u7EC4`);
  const next = module2.redraw(match.initial, match.state, rng, match.carry, words);
  return newDeal(next.state, next.carry, dealNumber(match) + 1);
}

// cloudfunctions/game/src/engine/core/collect.ts
function openCollection(stepId) {
  return { stepId, answers: {}, seq: 0, speaker: 0 };
}
var OWN_CHOICE = {
  "day.sheriffCandidates": { yes: "stand", yesLabel: "\u4E0A\u8B66", noLabel: "\u4E0D\u4E0A\u8B66" },
  "day.sheriffWithdraw": { yes: "withdraw", yesLabel: "\u9000\u6C34", noLabel: "\u4E0D\u9000\u6C34" }
};
function answeringSeats(step, collection) {
  const actors = step.actors;
  if (!actors) return [];
  if (step.input.type === "ballots") return step.input.voters;
  switch (actors.kind) {
    case "speaker": {
      const seat = actors.seats[collection.speaker];
      return seat === void 0 ? [] : [seat];
    }
    case "host":
    case "nobody":
      return [];
    default:
      return actors.seats;
  }
}
function seatInput(step) {
  const own = OWN_CHOICE[step.key];
  if (step.actors?.kind === "speaker") return { type: "none" };
  if (own) return { type: "choice", options: [{ id: own.yes, label: own.yesLabel }, { id: "stay", label: own.noLabel }] };
  if (step.input.type === "ballots") return { type: "seats", min: 0, max: 1, options: step.input.candidates };
  return step.input;
}
function seatPassLabel(step) {
  if (OWN_CHOICE[step.key]) return void 0;
  return step.input.type === "ballots" ? "\u5F03\u7968" : step.passLabel;
}
function singleInput(step, seat, input) {
  const own = OWN_CHOICE[step.key];
  if (own) return { seats: input.choice === own.yes ? [seat] : [] };
  if (step.input.type === "ballots") {
    const [target] = seatsOf(input);
    return { ballots: target === void 0 ? {} : { [seat]: target } };
  }
  return input;
}
function withAnswer(step, collection, seat, input) {
  const seq = collection.seq + 1;
  if (step.actors?.kind === "speaker") return { ...collection, seq, speaker: collection.speaker + 1 };
  return { ...collection, seq, answers: { ...collection.answers, [seat]: { input, seq } } };
}
function waitingSeats(step, collection) {
  if (step.actors?.kind === "speaker") return answeringSeats(step, collection);
  if (step.close === "time" || step.close === "host") return [];
  return answeringSeats(step, collection).filter((s) => !(String(s) in collection.answers));
}
function ruleMet(step, collection) {
  const kind = step.actors?.kind;
  if (kind === "host" || kind === "nobody" || step.close === "time") return false;
  return waitingSeats(step, collection).length === 0;
}
function inputOf(step, answers, rules) {
  const own = OWN_CHOICE[step.key];
  const given = Object.entries(answers).map(([seat, a]) => ({ seat: Number(seat), ...a }));
  if (own) return { seats: given.filter((a) => a.input.choice === own.yes).map((a) => a.seat).sort((a, b) => a - b) };
  const spec = step.input;
  switch (spec.type) {
    case "ballots": {
      const ballots = {};
      for (const a of given) {
        const [target] = seatsOf(a.input);
        if (target !== void 0) ballots[String(a.seat)] = target;
      }
      return { ballots };
    }
    case "none":
      return {};
    case "choice": {
      const [only] = given;
      if (only) return only.input;
      return { choice: spec.options.find((o) => o.id === "skip")?.id ?? spec.options[spec.options.length - 1].id };
    }
    case "seats":
      if (step.key === "night.wolves") return wolvesPick(step, given, rules);
      if (step.key === "night.killers") return teamPick(given, true);
      if (step.key === "night.police") return teamPick(given, false) ?? { seats: [] };
      return given[0]?.input ?? { seats: [] };
  }
}
function wolvesPick(step, given, rules) {
  const wolves = step.actors?.seats ?? [];
  const mayPass = rules["wolf.allowNoKill"] !== false;
  if (rules["wolf.consensus"] === "majority") {
    return teamPick(given, !mayPass);
  }
  const picks = wolves.map((w) => seatsOf(given.find((g) => g.seat === w)?.input)[0]);
  const target = picks[0];
  const agreed = target !== void 0 && picks.every((p) => p === target);
  if (agreed) return { seats: [target] };
  return mayPass ? { seats: [] } : null;
}
function teamPick(given, needed2) {
  const counts = /* @__PURE__ */ new Map();
  for (const g of given) {
    const [target] = seatsOf(g.input);
    if (target === void 0) continue;
    const c = counts.get(target) ?? { n: 0, first: g.seq };
    counts.set(target, { n: c.n + 1, first: Math.min(c.first, g.seq) });
  }
  const ranked = [...counts].sort(([, a], [, b]) => b.n - a.n || a.first - b.first);
  if (ranked.length === 0) return needed2 ? null : { seats: [] };
  return { seats: [ranked[0][0]] };
}
function seatsOf(input) {
  const seats = input?.seats;
  return Array.isArray(seats) ? seats.filter((s) => typeof s === "number") : [];
}

// cloudfunctions/game/src/engine/core/room.ts
function seatVersion(room, seat) {
  return room.auto?.seatV[seat] ?? 0;
}
function seatOccupant(room) {
  const members = new Map(room.members.map((m) => [m.seat, m]));
  return (seat, rest) => {
    const member = members.get(seat);
    const occupant = { seat, joined: member !== void 0, ...member?.nickname !== void 0 && { nickname: member.nickname } };
    return Object.assign(occupant, rest);
  };
}
function isAuto(room) {
  return room.host === "auto";
}
function memberOf(room, openid) {
  return room.members.find((m) => m.openid === openid);
}
function seatMember(room, openid, seat, nickname) {
  if (openid === room.judge && !isAuto(room)) throw new GameError("BAD_REQUEST", "\u6CD5\u5B98\u4E0D\u80FD\u4EE5\u73A9\u5BB6\u8EAB\u4EFD\u52A0\u5165\u81EA\u5DF1\u7684\u623F\u95F4");
  const players = room.match.state.config.players;
  const existing = memberOf(room, openid);
  if (existing) {
    if (nickname === void 0 || nickname === existing.nickname) return { room, member: existing };
    const member2 = { ...existing, nickname };
    return { room: { ...room, members: room.members.map((m) => m === existing ? member2 : m) }, member: member2 };
  }
  if (seat !== void 0 && (seat < 1 || seat > players)) {
    throw new GameError("BAD_REQUEST", `\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  }
  const taken = new Set(room.members.map((m) => m.seat));
  const free = seat ?? firstFree(taken, players);
  if (taken.size >= players || free === void 0) throw new GameError("ROOM_FULL", "\u623F\u95F4\u5DF2\u6EE1\uFF0C\u6CA1\u6709\u7A7A\u5EA7\u4F4D\u4E86");
  if (taken.has(free)) throw new GameError("SEAT_TAKEN", `${free} \u53F7\u5EA7\u4F4D\u5DF2\u7ECF\u6709\u4EBA\u4E86`);
  const member = { openid, seat: free, ...nickname !== void 0 && { nickname } };
  const members = [...room.members, member].sort((a, b) => a.seat - b.seat);
  return { room: { ...room, members }, member };
}
function firstFree(taken, players) {
  for (let s = 1; s <= players; s++) if (!taken.has(s)) return s;
  return void 0;
}

// cloudfunctions/game/src/engine/core/deck.ts
function deckProblem(deck, players, roles, rules) {
  const count2 = (role) => roles[role] ?? 0;
  const total = Object.values(roles).reduce((sum, n) => sum + (n ?? 0), 0);
  const extra = deck.extra && count2(deck.extra.role) > 0 ? deck.extra : null;
  const expected = players + (extra?.cards ?? 0);
  if (total !== expected) {
    return extra ? `${extra.message}\uFF1A\u5E94\u4E3A ${expected} \u5F20\uFF0C\u73B0\u5728\u662F ${total} \u5F20` : `\u8EAB\u4EFD\u6570\u4E4B\u548C\u987B\u7B49\u4E8E\u4EBA\u6570 ${players}\uFF08\u73B0\u5728\u662F ${total}\uFF09`;
  }
  for (const rule of deck.rules) {
    if (rule.when && rules[rule.when.option] !== rule.when.value) continue;
    const n = [rule.role, ...rule.countsWith ?? []].reduce((sum, r) => sum + count2(r), 0);
    const others = (rule.moreThan ?? []).reduce((sum, r) => sum + count2(r), 0);
    const fails = rule.min !== void 0 && n < rule.min || rule.max !== void 0 && n > rule.max || rule.moreThan !== void 0 && n <= others;
    if (fails) return rule.message.replace("{n}", String(n)).replace("{others}", String(others));
  }
  return null;
}

// cloudfunctions/game/src/engine/core/rng.ts
function seededRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return { int: (n) => Math.floor(next() * n) };
}
function shuffle(rng, items) {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
function pick(rng, items) {
  return items[rng.int(items.length)];
}

// cloudfunctions/game/src/engine/core/deal.ts
function dealRoles(config, rng) {
  const deck = [];
  for (const [role, count2] of Object.entries(config.roles)) {
    for (let i = 0; i < (count2 ?? 0); i++) deck.push(role);
  }
  const cards = shuffle(rng, deck);
  const seats = cards.slice(0, config.players).map((role, i) => ({ seat: i + 1, role, alive: true, tags: [] }));
  return { seats, center: cards.slice(config.players) };
}

// cloudfunctions/game/src/engine/core/events.ts
function record(state, event) {
  state.events ??= [];
  state.events.push({ ...event, round: state.round, phase: state.phase });
}
function recordAct(state, act2) {
  record(state, { kind: "action", ...act2 });
}
function recordDeath(state, seat, causes, text, shooter) {
  record(state, { kind: "death", seat, causes, text, ...shooter !== void 0 && { shooter } });
}
function recordNote(state, text) {
  record(state, { kind: "note", text });
}
function eventsOf(state) {
  return state.events ?? [];
}

// cloudfunctions/game/src/engine/core/seats.ts
function livingSeats(state) {
  return state.seats.filter((s) => s.alive).map((s) => s.seat);
}
function seatsWithRole(state, role, living = true) {
  return state.seats.filter((s) => s.role === role && (!living || s.alive)).map((s) => s.seat);
}
function seatState(state, seat) {
  return state.seats[seat - 1];
}
function addTag(state, seat, tag2) {
  const tags = seatState(state, seat).tags;
  if (!tags.includes(tag2)) tags.push(tag2);
}
function removeTag(state, seat, tag2) {
  const s = seatState(state, seat);
  s.tags = s.tags.filter((t) => t !== tag2);
}
function roundFrom(state, start, direction) {
  const n = state.seats.length;
  const order = [];
  for (let i = 0; i < n; i++) {
    const seat = (start - 1 + direction * i + n * n) % n + 1;
    if (state.seats[seat - 1].alive) order.push(seat);
  }
  return order;
}
function seatList(seats) {
  return seats.length === 0 ? "\u65E0" : `${seats.join("\u3001")} \u53F7`;
}
function addLog(state, text) {
  state.log.push({ round: state.round, phase: state.phase, text });
}

// cloudfunctions/game/src/engine/core/tally.ts
function tally(ballots, voters2, weight = () => 1, bonus = []) {
  const votes = /* @__PURE__ */ new Map();
  for (const [voter, candidate] of ballots) votes.set(candidate, (votes.get(candidate) ?? 0) + weight(voter));
  for (const { seat, votes: extra } of bonus) votes.set(seat, (votes.get(seat) ?? 0) + extra);
  const counts = [...votes].map(([seat, v]) => ({ seat, votes: v })).sort((a, b) => b.votes - a.votes || a.seat - b.seat);
  const max = counts[0]?.votes ?? 0;
  return {
    counts,
    top: counts.filter((c) => c.votes === max && max > 0).map((c) => c.seat),
    abstained: voters2.filter((v) => !ballots.has(v)).length
  };
}
function describeTally(t) {
  const parts = t.counts.map((c) => `${c.seat} \u53F7 ${c.votes} \u7968`);
  if (t.abstained > 0) parts.push(`\u5F03\u6743 ${t.abstained} \u4EBA`);
  return parts.length > 0 ? parts.join("\uFF0C") : "\u65E0\u4EBA\u6295\u7968";
}

// cloudfunctions/game/src/engine/core/vote.ts
function voteOutcome(top, policy, pk2) {
  if (top.length === 1) return { out: top[0] };
  const again = top.length > 1 && (policy === "untilResolved" || policy === "once" && pk2 === 0);
  return again ? { again: top } : { nobody: true };
}
function tiePolicy(value) {
  return value === "pkUntilResolved" ? "untilResolved" : value === "pkOnce" ? "once" : "none";
}
function runVote(draft, purpose, call) {
  const counted = tally(call.ballots, call.voters, call.weight, call.bonus);
  const unvoted = call.pk > 0 && call.voters.length === 0;
  const top = counted.top.length === 0 && (call.silenceTiesAll || unvoted) ? [...call.candidates] : counted.top;
  const outcome = unvoted ? { nobody: true } : voteOutcome(top, call.policy, call.pk);
  const result = { tally: counted, outcome, tied: top.length > 1 ? top : [] };
  record(draft, voteEvent(purpose, call, result));
  return result;
}
function voteEvent(purpose, call, result) {
  const weight = call.weight ?? (() => 1);
  const ballots = [...call.ballots].sort(([a], [b]) => a - b).map(([voter, target]) => ({ voter, target, weight: weight(voter) }));
  const title = `${purpose === "sheriff" ? "\u8B66\u957F" : ""}${call.pk > 0 ? "PK " : ""}\u6295\u7968`;
  const tied = result.tied.length > 0 ? `\uFF1B${seatList(result.tied)}\u5E73\u7968` : "";
  return {
    kind: "vote",
    purpose,
    pk: call.pk > 0,
    candidates: [...call.candidates],
    ballots,
    out: "out" in result.outcome ? result.outcome.out : null,
    tied: result.tied,
    text: `${title}\uFF1A${describeTally(result.tally)}${tied}`
  };
}
function revote(pk2) {
  return { candidates: pk2.tied, pk: pk2.pk + 1 };
}
function roundVoters(voters2, round) {
  return voters2.filter((s) => !onPk(round, s));
}
function onPk(round, seat) {
  return round.pk > 0 && round.candidates.includes(seat);
}
function ballotsInput(voters2, round) {
  return {
    input: { type: "ballots", voters: roundVoters(voters2, round), candidates: [...round.candidates] },
    refuseVoter: (seat) => onPk(round, seat) ? `${seat} \u53F7\u5728 PK \u53F0\u4E0A\uFF0C\u4E0D\u80FD\u6295\u7968` : void 0
  };
}
function votesOnPhones(state) {
  const rules = state.config.rules;
  return rules.votes === "phones" || rules["auto.voteSeconds"] !== void 0;
}
var PHONE_VOTE_LINE = "\u8BF7\u5728\u81EA\u5DF1\u7684\u624B\u673A\u4E0A\u6295\u7968\uFF1A\u70B9\u9009\u4F60\u8981\u6295\u7684\u73A9\u5BB6\uFF0C\u6216\u70B9\u300C\u5F03\u7968\u300D\u3002\u6BCF\u4EBA\u53EA\u6709\u4E00\u7968\uFF0C\u6295\u51FA\u540E\u4E0D\u516C\u5F00\uFF0C\u7B49\u6240\u6709\u4EBA\u6295\u5B8C\u4E00\u8D77\u63ED\u6653\u3002";
function revoteLine(candidates2) {
  return `\u5728 ${seatList(candidates2)}\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\uFF0C\u5E73\u7968\u7684\u73A9\u5BB6\u4E0D\u6295\u7968\u3002`;
}
function unvotedLine(tied) {
  return `${seatList(tied)}\u4E4B\u5916\u6CA1\u6709\u4EBA\u80FD\u6295\u7968\uFF1A\u672C\u8F6E\u65E0\u4EBA\u51FA\u5C40\u3002`;
}
function firstVote(state) {
  return { candidates: livingSeats(state), pk: 0 };
}
function livingVote(draft, vote4, input, policy, heading) {
  if (input.kind !== "ballots") return null;
  const voters2 = roundVoters(livingSeats(draft), vote4);
  const result = runVote(draft, "exile", { ballots: input.ballots, voters: voters2, candidates: vote4.candidates, policy, pk: vote4.pk });
  addLog(draft, `${heading}\uFF1A${describeTally(result.tally)}`);
  return result;
}

// cloudfunctions/game/src/engine/killer/info.ts
var KILLER_DECK = {
  rules: [
    { role: "killer", min: 1, message: "\u81F3\u5C11\u9700\u8981 1 \u540D\u6740\u624B" },
    { role: "police", min: 1, message: "\u81F3\u5C11\u9700\u8981 1 \u540D\u8B66\u5BDF" },
    // The killers win once every civilian is dead: a deck without one would end at the first night.
    { role: "civilian", min: 1, message: "\u81F3\u5C11\u9700\u8981 1 \u540D\u5E73\u6C11" },
    { role: "civilian", countsWith: ["police"], moreThan: ["killer"], message: "\u8B66\u5BDF\u548C\u5E73\u6C11\u987B\u591A\u4E8E\u6740\u624B\uFF08\u73B0\u5728 {n} \u5BF9 {others}\uFF09" }
  ]
};
var KILLER_INFO = {
  id: "killer",
  name: "\u6740\u4EBA\u6E38\u620F",
  minPlayers: 6,
  maxPlayers: 20,
  roles: [
    { id: "killer", name: "\u6740\u624B", camp: "killer", description: "\u6740\u624B\u5F7C\u6B64\u8BA4\u8BC6\u3002\u6BCF\u665A\u4E00\u8D77\u5546\u91CF\u6740\u6B7B\u4E00\u540D\u73A9\u5BB6\uFF0C\u53EF\u4EE5\u6740\u4EFB\u4F55\u4EBA\uFF0C\u5305\u62EC\u6740\u624B\u81EA\u5DF1\u3002" },
    { id: "police", name: "\u8B66\u5BDF", camp: "good", description: "\u8B66\u5BDF\u5F7C\u6B64\u8BA4\u8BC6\u3002\u6BCF\u665A\u4E00\u8D77\u6307\u8BA4\u4E00\u540D\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u7528\u624B\u52BF\u544A\u8BC9\u4F60\u4EEC\u4ED6\u662F\u4E0D\u662F\u6740\u624B\uFF1A\u62C7\u6307\u5411\u4E0A\u662F\u6740\u624B\uFF0C\u5411\u4E0B\u4E0D\u662F\u3002" },
    { id: "civilian", name: "\u5E73\u6C11", camp: "good", description: "\u4F60\u6CA1\u6709\u591C\u95F4\u80FD\u529B\u3002\u767D\u5929\u542C\u53D1\u8A00\u3001\u627E\u6740\u624B\uFF0C\u548C\u8B66\u5BDF\u4E00\u8D77\u628A\u6740\u624B\u6295\u7968\u51FA\u5C40\u3002" }
  ],
  deck: KILLER_DECK,
  badCamps: ["killer"],
  startPlayers: 8,
  options: [
    {
      id: "killer.voteTie",
      name: "\u5E73\u7968\u5904\u7406",
      type: "enum",
      group: "common",
      description: "\u6295\u7968\u51FA\u73B0\u5E73\u7968\u65F6\u600E\u4E48\u529E\uFF1A\u65E0\u4EBA\u51FA\u5C40\uFF1B\u5E73\u7968\u8005\u518D\u53D1\u8A00\u3001\u5176\u4ED6\u73A9\u5BB6\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u6295\u4E00\u6B21\uFF08\u5E73\u7968\u8005\u4E0D\u6295\u7968\uFF09\uFF1B\u6216\u4E00\u76F4\u91CD\u6295\u76F4\u5230\u6709\u4EBA\u51FA\u5C40\u3002",
      values: ["none", "pkOnce", "pkUntilResolved"],
      valueNames: ["\u65E0\u4EBA\u51FA\u5C40", "PK \u4E00\u6B21", "PK \u5230\u6709\u4EBA\u51FA\u5C40"],
      default: "none"
    },
    {
      id: "killer.speechFrom",
      name: "\u53D1\u8A00\u8D77\u70B9",
      type: "enum",
      group: "advanced",
      description: "\u767D\u5929\u4ECE\u6B7B\u8005\u54EA\u4E00\u8FB9\u7684\u7B2C\u4E00\u4F4D\u6D3B\u7740\u7684\u73A9\u5BB6\u5F00\u59CB\u53D1\u8A00\u3002",
      values: ["victimRight", "victimLeft"],
      valueNames: ["\u6B7B\u8005\u53F3\u624B\u8FB9", "\u6B7B\u8005\u5DE6\u624B\u8FB9"],
      default: "victimRight"
    },
    {
      id: "reveal.onDeath",
      name: "\u6B7B\u4EA1\u4EAE\u8EAB\u4EFD",
      type: "boolean",
      group: "common",
      description: "\u73A9\u5BB6\u6B7B\u4EA1\u6216\u51FA\u5C40\u65F6\uFF0C\u6CD5\u5B98\u516C\u5E03\u4ED6\u7684\u8EAB\u4EFD\u3002\u9ED8\u8BA4\u4E0D\u516C\u5E03\uFF1A\u6B7B\u8005\u8EAB\u4EFD\u4E0D\u660E\uFF0C\u8B66\u5BDF\u7684\u8DF3\u8EAB\u4EFD\u548C\u9057\u8A00\u624D\u6709\u5206\u91CF\u3002",
      default: false
    }
  ]
};
function standardRoles(players) {
  const each = Math.ceil((players - 4) / 4);
  return { killer: each, police: each, civilian: players - 2 * each };
}
var KILLER_PRESETS = [
  {
    id: "standard",
    name: "\u6807\u51C6\u5C40",
    players: [6, 20],
    rules: {},
    roles: standardRoles,
    description: "\u6740\u4EBA\u6E38\u620F 2.0\uFF1A6\u20138 \u4EBA 1 \u8B66 1 \u532A\uFF0C9\u201312 \u4EBA 2 \u8B66 2 \u532A\uFF0C13\u201316 \u4EBA 3 \u8B66 3 \u532A\uFF0C17\u201320 \u4EBA 4 \u8B66 4 \u532A\u3002"
  },
  {
    id: "classic12",
    name: "\u8001\u73A9\u6CD5 12 \u4EBA",
    players: [12, 12],
    rules: {},
    roles: () => ({ killer: 3, police: 3, civilian: 6 }),
    description: "12 \u4EBA 3 \u8B66 3 \u532A 6 \u5E73\u6C11\uFF0C\u524D 3 \u4E2A\u6B7B\u8005\u6709\u9057\u8A00\u3002"
  }
];

// cloudfunctions/game/src/engine/core/day-steps.ts
function lastWordsStep(seat) {
  return {
    key: "day.lastWords",
    title: "\u9057\u8A00",
    input: { type: "none" },
    say: [`\u8BF7 ${seat} \u53F7\u73A9\u5BB6\u53D1\u8868\u9057\u8A00\u3002`, `\u9057\u8A00\u7ED3\u675F\u540E\uFF0C${seat} \u53F7\u9000\u51FA\u6E38\u620F\uFF0C\u4E4B\u540E\u4E0D\u80FD\u518D\u53D1\u8A00\uFF0C\u591C\u91CC\u4E5F\u8981\u95ED\u773C\u3002`]
  };
}
function speechStep(order) {
  return {
    key: "day.speech",
    title: "\u8F6E\u6D41\u53D1\u8A00",
    input: { type: "none" },
    say: [`\u8BF7\u4ECE ${order[0]} \u53F7\u5F00\u59CB\u4F9D\u6B21\u53D1\u8A00\uFF1A${order.join(" \u2192 ")}\u3002`, "\u6BCF\u4EBA\u53D1\u8A00\u4E00\u6B21\uFF0C\u8BF4\u201C\u8FC7\u201D\u8868\u793A\u7ED3\u675F\uFF1B\u522B\u4EBA\u53D1\u8A00\u65F6\u4E0D\u8981\u63D2\u8BDD\u3002"],
    info: { order }
  };
}
function pkStep(tied) {
  return {
    key: "day.pk",
    title: "\u5E73\u7968 PK",
    input: { type: "none" },
    say: [
      `${seatList(tied)}\u5E73\u7968\u3002`,
      `\u8BF7\u5E73\u7968\u7684\u73A9\u5BB6\u4ECE ${tied[0]} \u53F7\u5F00\u59CB\u4F9D\u6B21\u518D\u53D1\u8A00\u4E00\u6B21\uFF1A${tied.join(" \u2192 ")}\u3002\u7136\u540E\u5176\u4ED6\u73A9\u5BB6\u53EA\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\uFF0C\u5E73\u7968\u7684\u73A9\u5BB6\u4E0D\u6295\u7968\u3002`
    ],
    info: { tied }
  };
}
function nobodyOutLine(tied) {
  return tied.length > 1 ? `${seatList(tied)}\u5E73\u7968\uFF0C\u672C\u8F6E\u65E0\u4EBA\u51FA\u5C40\u3002` : "\u672C\u8F6E\u6295\u7968\u65E0\u4EBA\u51FA\u5C40\u3002";
}

// cloudfunctions/game/src/engine/killer/describe.ts
var ROLE_NAMES = new Map(KILLER_INFO.roles.map((r) => [r.id, r.name]));
function roleAt(state, seat) {
  return ROLE_NAMES.get(state.seats[seat - 1].role) ?? "";
}
function announceSeat(state, seat) {
  return state.config.rules["reveal.onDeath"] === true ? `${seat} \u53F7\u73A9\u5BB6\uFF08${roleAt(state, seat)}\uFF09` : `${seat} \u53F7\u73A9\u5BB6`;
}
var MORNING = "\u5929\u4EAE\u4E86\uFF0C\u8BF7\u5927\u5BB6\u7741\u773C\u3002";
function killedLine(state, seat) {
  return `\u6628\u665A ${announceSeat(state, seat)}\u88AB\u6740\u4E86\u3002`;
}
function exiledLine(state, seat) {
  return `${announceSeat(state, seat)}\u88AB\u6295\u7968\u51FA\u5C40\u3002`;
}
function speakingOrder(state) {
  const victim = state.x.victim;
  if (victim === null) return roundFrom(state, 1, 1);
  const direction = state.config.rules["killer.speechFrom"] === "victimLeft" ? 1 : -1;
  return roundFrom(state, victim + direction, direction);
}
function describeKillerStep(state) {
  const step = state.step;
  if (!step) throw new Error("describeKillerStep on an ended game");
  const none2 = { type: "none" };
  switch (step.key) {
    case "checkin":
      return {
        key: step.key,
        title: "\u5165\u5EA7\u770B\u724C",
        input: none2,
        say: ["\u6B22\u8FCE\u6765\u5230\u6740\u4EBA\u6E38\u620F\u3002\u8BF7\u5927\u5BB6\u5728\u684C\u6E38\u52A9\u624B\u8F93\u5165\u623F\u95F4\u53F7\uFF0C\u67E5\u770B\u81EA\u5DF1\u7684\u8EAB\u4EFD\u724C\u3002", "\u770B\u5B8C\u8BF7\u4E0D\u8981\u58F0\u5F20\uFF0C\u628A\u624B\u673A\u6263\u5728\u684C\u4E0A\u3002"],
        hint: "\u6240\u6709\u73A9\u5BB6\u90FD\u770B\u8FC7\u8EAB\u4EFD\u540E\uFF0C\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u8FDB\u5165\u7B2C\u4E00\u591C\u3002"
      };
    case "night.close":
      return {
        key: step.key,
        title: `\u7B2C ${state.round} \u591C\uFF1A\u5929\u9ED1`,
        input: none2,
        say: ["\u5929\u9ED1\u4E86\uFF0C\u8BF7\u5927\u5BB6\u95ED\u773C\u3002", "\u4F4E\u5934\u95ED\u773C\u9760\u540E\u5750\uFF0C\u8BF7\u6CE8\u610F\u5750\u59FF\uFF0C\u4E0D\u8981\u53D1\u51FA\u58F0\u97F3\u3002"]
      };
    case "night.killers":
      return {
        key: step.key,
        title: "\u6740\u624B\u884C\u52A8",
        say: ["\u6740\u624B\u8BF7\u7741\u773C\u3002", "\u6740\u624B\u8BF7\u786E\u8BA4\u540C\u4F34\uFF0C\u5546\u91CF\u4ECA\u665A\u8981\u6740\u7684\u4EBA\uFF0C\u5411\u6211\u793A\u610F\u3002"],
        hint: `\u6740\u624B\uFF1A${seatList(seatsWithRole(state, "killer"))}\u3002\u53EF\u4EE5\u6740\u4EFB\u4F55\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\uFF0C\u5305\u62EC\u6740\u624B\u81EA\u5DF1\uFF1B\u610F\u89C1\u4E0D\u4E00\u81F4\u65F6\u53D6\u591A\u6570\u4EBA\u7684\u610F\u89C1\u3002`,
        input: { type: "seats", min: 1, max: 1, options: livingSeats(state) },
        refuse: (seat) => `${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40\uFF0C\u4E0D\u80FD\u88AB\u6740`
      };
    case "night.police": {
      const police = seatsWithRole(state, "police");
      if (police.length === 0) {
        return {
          key: step.key,
          title: "\u8B66\u5BDF\u9A8C\u4EBA",
          input: none2,
          say: ["\u6740\u624B\u8BF7\u95ED\u773C\u3002", "\u8B66\u5BDF\u8BF7\u7741\u773C\u3002", "\u8B66\u5BDF\u8BF7\u6307\u8BA4\u4E00\u540D\u4F60\u4EEC\u6000\u7591\u7684\u73A9\u5BB6\u3002"],
          hint: "\u8B66\u5BDF\u5DF2\u5168\u90E8\u51FA\u5C40\uFF1A\u7167\u5E38\u5FF5\u5B8C\u53F0\u8BCD\uFF0C\u7A0D\u7B49\u7247\u523B\u518D\u7EE7\u7EED\u3002"
        };
      }
      return {
        key: step.key,
        title: "\u8B66\u5BDF\u9A8C\u4EBA",
        say: ["\u6740\u624B\u8BF7\u95ED\u773C\u3002", "\u8B66\u5BDF\u8BF7\u7741\u773C\u3002", "\u8B66\u5BDF\u8BF7\u786E\u8BA4\u540C\u4F34\uFF0C\u4E00\u8D77\u6307\u8BA4\u4E00\u540D\u4F60\u4EEC\u6000\u7591\u7684\u73A9\u5BB6\u3002"],
        hint: `\u8B66\u5BDF\uFF1A${seatList(police)}\u3002`,
        input: { type: "seats", min: 1, max: 1, options: livingSeats(state) },
        refuse: (seat) => `${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40\uFF0C\u4E0D\u80FD\u88AB\u67E5\u9A8C`
      };
    }
    case "night.policeResult": {
      const seat = state.x.check;
      if (seat === null) {
        return { key: step.key, title: "\u8B66\u5BDF\u9A8C\u4EBA\u7ED3\u679C", input: none2, say: ["\u8B66\u5BDF\u8BF7\u95ED\u773C\u3002"], hint: "\u4ECA\u665A\u6CA1\u6709\u67E5\u9A8C\uFF1A\u7167\u5E38\u5FF5\u53F0\u8BCD\u3002" };
      }
      const isKiller = state.seats[seat - 1].role === "killer";
      return {
        key: step.key,
        title: "\u8B66\u5BDF\u9A8C\u4EBA\u7ED3\u679C",
        input: none2,
        say: ["\uFF08\u5411\u8B66\u5BDF\u505A\u624B\u52BF\uFF09", "\u8B66\u5BDF\u8BF7\u95ED\u773C\u3002"],
        hint: isKiller ? `${seat} \u53F7\u662F\u6740\u624B\uFF1A\u62C7\u6307\u5411\u4E0A \u{1F44D}` : `${seat} \u53F7\u4E0D\u662F\u6740\u624B\uFF1A\u62C7\u6307\u5411\u4E0B \u{1F44E}`,
        info: { seat, isKiller }
      };
    }
    case "day.dawn": {
      const [dead4] = step.deaths;
      return {
        key: step.key,
        title: `\u7B2C ${state.round} \u5929\uFF1A\u5929\u4EAE`,
        input: none2,
        say: [MORNING, dead4 === void 0 ? "\u6628\u665A\u662F\u5E73\u5B89\u591C\u3002" : killedLine(state, dead4)],
        hint: dead4 === void 0 ? void 0 : step.lastWords ? `${dead4} \u53F7\u53EF\u4EE5\u7559\u9057\u8A00\u3002` : `${dead4} \u53F7\u6CA1\u6709\u9057\u8A00\uFF0C\u76F4\u63A5\u9000\u51FA\u6E38\u620F\u3002`,
        info: { deaths: step.deaths }
      };
    }
    case "day.lastWords":
      return lastWordsStep(step.seat);
    case "day.speech":
      return speechStep(speakingOrder(state));
    case "day.vote": {
      const order = speakingOrder(state).filter((s) => step.candidates.includes(s));
      const ballots = ballotsInput(livingSeats(state), step);
      const say = ballots.input.voters.length === 0 ? [unvotedLine(step.candidates)] : [
        step.pk > 0 ? revoteLine(step.candidates) : "\u73B0\u5728\u5F00\u59CB\u6295\u7968\u3002",
        ...votesOnPhones(state) ? [PHONE_VOTE_LINE] : [
          "\u6211\u4F9D\u6B21\u5FF5\u5230\u6BCF\u4F4D\u5019\u9009\u4EBA\u65F6\uFF0C\u60F3\u6295\u4ED6\u7684\u4EBA\u8BF7\u4E3E\u624B\uFF0C\u624B\u8981\u4E3E\u8FC7\u5934\u9876\u3002\u6BCF\u4EBA\u53EA\u6709\u4E00\u7968\uFF0C\u53EF\u4EE5\u5F03\u6743\u3002",
          `\u5FF5\u7968\u987A\u5E8F\uFF1A${order.join(" \u2192 ")}\u3002`
        ]
      ];
      return {
        key: step.key,
        title: step.pk > 0 ? "PK \u6295\u7968" : "\u6295\u7968",
        say,
        hint: "\u9010\u4E2A\u5019\u9009\u4EBA\u70B9\u9009\u4E3E\u624B\u7684\u73A9\u5BB6\uFF1B\u6CA1\u6709\u4E3E\u624B\u7684\u4EBA\u8BB0\u4E3A\u5F03\u6743\u3002",
        ...ballots,
        info: { order }
      };
    }
    case "day.pk":
      return pkStep(step.tied);
    case "day.exile":
      return {
        key: step.key,
        title: "\u653E\u9010",
        input: none2,
        say: [step.exiled === null ? nobodyOutLine(step.tied ?? []) : exiledLine(state, step.exiled)],
        hint: step.exiled === null ? "\u63A5\u4E0B\u6765\u8FDB\u5165\u9ED1\u591C\u3002" : step.lastWords ? `${step.exiled} \u53F7\u53EF\u4EE5\u7559\u9057\u8A00\u3002` : `${step.exiled} \u53F7\u6CA1\u6709\u9057\u8A00\uFF0C\u76F4\u63A5\u9000\u51FA\u6E38\u620F\u3002`,
        info: { exiled: step.exiled }
      };
  }
}

// cloudfunctions/game/src/engine/killer/advance.ts
function advanceKiller(draft, input) {
  const step = draft.step;
  if (!step) return;
  if (input.kind === "explode") throw illegalMove("\u6740\u4EBA\u6E38\u620F\u6CA1\u6709\u81EA\u7206");
  switch (step.key) {
    case "checkin":
      return nightfall(draft);
    case "night.close":
      draft.step = { key: "night.killers" };
      return;
    case "night.killers": {
      const [target] = seatsOf2(input);
      draft.x.target = target;
      const text = `\u6740\u624B\u9009\u62E9\u6740\u6B7B ${target} \u53F7`;
      addLog(draft, text);
      recordAct(draft, { key: "night.killers", role: "killer", actors: seatsWithRole(draft, "killer"), targets: [target], text });
      draft.step = { key: "night.police" };
      return;
    }
    case "night.police": {
      const [check] = seatsOf2(input);
      draft.x.check = check ?? null;
      const police = seatsWithRole(draft, "police");
      if (check !== void 0) {
        const isKiller = draft.seats[check - 1].role === "killer";
        const text = `\u8B66\u5BDF\u67E5\u9A8C ${check} \u53F7\uFF1A${isKiller ? "\u662F\u6740\u624B" : "\u4E0D\u662F\u6740\u624B"}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.police", role: "police", actors: police, targets: [check], result: isKiller ? "killer" : "notKiller", text });
      } else if (police.length > 0) {
        recordAct(draft, { key: "night.police", role: "police", actors: police, targets: [], text: "\u8B66\u5BDF\u6CA1\u6709\u67E5\u9A8C" });
      }
      draft.step = { key: "night.policeResult" };
      return;
    }
    case "night.policeResult":
      return dawn(draft);
    case "day.dawn":
      draft.step = step.lastWords && step.deaths.length > 0 ? { key: "day.lastWords", seat: step.deaths[0], next: "speech" } : { key: "day.speech" };
      return;
    case "day.lastWords":
      if (step.next === "speech") draft.step = { key: "day.speech" };
      else nightfall(draft);
      return;
    case "day.speech":
      draft.step = { key: "day.vote", ...firstVote(draft) };
      return;
    case "day.vote":
      return countVotes(draft, step, input);
    case "day.pk":
      draft.step = { key: "day.vote", ...revote(step) };
      return;
    case "day.exile":
      if (step.exiled !== null && step.lastWords) draft.step = { key: "day.lastWords", seat: step.exiled, next: "night" };
      else nightfall(draft);
      return;
  }
}
function seatsOf2(input) {
  return input.kind === "seats" ? input.seats : [];
}
function nightfall(draft) {
  if (draft.step?.key !== "checkin") draft.round += 1;
  draft.phase = "night";
  draft.x.target = null;
  draft.x.check = null;
  draft.step = { key: "night.close" };
}
function dawn(draft) {
  const victim = draft.x.target;
  draft.x.victim = victim;
  if (victim === null) {
    recordNote(draft, "\u5E73\u5B89\u591C\uFF1A\u6628\u665A\u6CA1\u6709\u4EBA\u6B7B\u4EA1");
    draft.phase = "day";
    addLog(draft, "\u5929\u4EAE\uFF1A\u5E73\u5B89\u591C");
    draft.step = { key: "day.dawn", deaths: [], lastWords: false };
    return;
  }
  const lastWords = die(draft, victim, "killer", [MORNING, killedLine(draft, victim)]);
  draft.phase = "day";
  draft.step = { key: "day.dawn", deaths: [victim], lastWords };
}
function countVotes(draft, vote4, input) {
  const counted = livingVote(draft, vote4, input, tiePolicy(draft.config.rules["killer.voteTie"]), vote4.pk > 0 ? "PK \u6295\u7968" : "\u6295\u7968");
  if (!counted) return;
  const { outcome, tied } = counted;
  if ("out" in outcome) {
    const lastWords = die(draft, outcome.out, "exile", [exiledLine(draft, outcome.out)]);
    draft.step = { key: "day.exile", exiled: outcome.out, lastWords };
  } else if ("again" in outcome) {
    draft.step = { key: "day.pk", tied: outcome.again, pk: vote4.pk };
  } else {
    addLog(draft, "\u65E0\u4EBA\u51FA\u5C40");
    draft.step = { key: "day.exile", exiled: null, lastWords: false, tied };
  }
}
function die(draft, seat, cause, announced) {
  draft.seats[seat - 1].alive = false;
  const lastWords = draft.x.deaths < (draft.config.roles.police ?? 0);
  draft.x.deaths += 1;
  const text = `${seat} \u53F7${cause === "killer" ? "\u88AB\u6740" : "\u88AB\u6295\u7968\u51FA\u5C40"}`;
  addLog(draft, text);
  recordDeath(draft, seat, [cause], `${text}${lastWords ? "\uFF0C\u7559\u4E0B\u9057\u8A00" : ""}`);
  settleWin(draft, announced);
  return lastWords;
}
function settleWin(draft, announced) {
  const result = winner(draft);
  if (!result) return false;
  draft.winner = { ...result, say: [...announced, result.text] };
  addLog(draft, result.text);
  return true;
}
function winner(draft) {
  const dealt = (role) => (draft.config.roles[role] ?? 0) > 0;
  const gone = (role) => dealt(role) && seatsWithRole(draft, role).length === 0;
  if (gone("killer")) return { camp: "good", text: "\u6740\u624B\u5168\u90E8\u51FA\u5C40\uFF0C\u597D\u4EBA\uFF08\u8B66\u5BDF\u548C\u5E73\u6C11\uFF09\u83B7\u80DC\uFF01" };
  if (gone("police")) return { camp: "killer", text: "\u8B66\u5BDF\u5168\u90E8\u51FA\u5C40\uFF0C\u6740\u624B\u83B7\u80DC\uFF01" };
  if (gone("civilian")) return { camp: "killer", text: "\u5E73\u6C11\u5168\u90E8\u51FA\u5C40\uFF0C\u6740\u624B\u83B7\u80DC\uFF01" };
  return null;
}

// cloudfunctions/game/src/engine/core/actors.ts
var NOBODY = { actors: { kind: "nobody", seats: [] }, close: "time" };
var HOST = { actors: { kind: "host", seats: [] }, close: "host" };
function holdersAnswer(state, role, close = "answer") {
  const seats = state.seats.filter((s) => s.alive && s.role === role).map((s) => s.seat);
  return seats.length > 0 ? { actors: { kind: "seats", seats }, close } : NOBODY;
}
function seatAnswers(seat) {
  return { actors: { kind: "seats", seats: [seat] }, close: "answer" };
}
function speakers(seats) {
  return { actors: { kind: "speaker", seats }, close: "speakerPass" };
}
function voting(voters2) {
  return { actors: { kind: "voters", seats: voters2 }, close: "allVoters" };
}

// cloudfunctions/game/src/engine/killer/actors.ts
function killerActors(state) {
  const step = state.step;
  if (!step) return NOBODY;
  switch (step.key) {
    case "checkin":
    case "night.close":
    case "day.dawn":
    case "day.exile":
      return HOST;
    case "night.killers":
      return holdersAnswer(state, "killer", "answers");
    case "night.police":
      return holdersAnswer(state, "police", "answers");
    case "night.policeResult":
      return state.x.check === null ? NOBODY : holdersAnswer(state, "police", "time");
    case "day.lastWords":
      return speakers([step.seat]);
    case "day.speech":
      return speakers(speakingOrder(state));
    case "day.vote":
      return voting(roundVoters(livingSeats(state), step));
    case "day.pk":
      return speakers(step.tied);
    default:
      return unreachable(step);
  }
}
function unreachable(step) {
  throw new Error(`unknown killer step ${JSON.stringify(step)}`);
}

// cloudfunctions/game/src/engine/core/leave.ts
function checkLeaver(state, seat) {
  if (state.winner || !state.step) throw new GameError("GAME_OVER", "\u672C\u5C40\u6E38\u620F\u5DF2\u7ECF\u7ED3\u675F");
  if (!state.seats[seat - 1]?.alive) throw illegalMove(`${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40`);
}
function leftLine(player) {
  return `${player}\u79BB\u573A\u3002`;
}
function leftLogLine(seat, card2) {
  return `${seat} \u53F7\u73A9\u5BB6\u79BB\u573A\uFF08${card2}\uFF09`;
}
function without(seats, seat) {
  return seats.filter((s) => s !== seat);
}

// cloudfunctions/game/src/engine/killer/leave.ts
function leaveKiller(draft, seat) {
  checkLeaver(draft, seat);
  draft.seats[seat - 1].alive = false;
  const text = leftLogLine(seat, roleAt(draft, seat));
  addLog(draft, text);
  recordDeath(draft, seat, ["left"], text);
  if (draft.x.target === seat) draft.x.target = null;
  if (settleWin(draft, [leftLine(announceSeat(draft, seat))])) return;
  if (draft.step) draft.step = withoutLeaver(draft.step, seat);
}
function withoutLeaver(step, seat) {
  if (step.key === "day.vote") {
    const candidates2 = without(step.candidates, seat);
    return candidates2.length > 0 ? { ...step, candidates: candidates2 } : nobodyOut;
  }
  if (step.key === "day.pk") {
    const tied = without(step.tied, seat);
    return tied.length > 0 ? { ...step, tied } : nobodyOut;
  }
  return step;
}
var nobodyOut = { key: "day.exile", exiled: null, lastWords: false, tied: [] };

// cloudfunctions/game/src/engine/killer/prompt.ts
function killerPromptInfo(state) {
  if (state.step?.key !== "night.policeResult") return void 0;
  const seat = state.x.check;
  if (seat === null) return { facts: ["\u4ECA\u665A\u6CA1\u6709\u67E5\u9A8C"] };
  const isKiller = state.seats[seat - 1].role === "killer";
  const text = isKiller ? "\u662F\u6740\u624B" : "\u4E0D\u662F\u6740\u624B";
  return { seat, isKiller, facts: [`${seat} \u53F7${text}`], marks: [{ seat, text }] };
}

// cloudfunctions/game/src/engine/killer/index.ts
var killerGame = {
  info: KILLER_INFO,
  presets: KILLER_PRESETS,
  checkRoles: (players, roles) => deckProblem(KILLER_DECK, players, roles, {}),
  deal(config, rng) {
    const { seats } = dealRoles(config, rng);
    const state = {
      game: "killer",
      config,
      seats,
      round: 1,
      phase: "night",
      stepId: 1,
      step: { key: "checkin" },
      log: [],
      winner: null,
      x: { target: null, check: null, victim: null, deaths: 0 }
    };
    return { state, carry: void 0 };
  },
  describe: (state) => ({ ...describeKillerStep(state), ...killerActors(state) }),
  advance: advanceKiller,
  leave: leaveKiller,
  promptInfo: killerPromptInfo,
  card(state, seat) {
    const role = state.seats[seat - 1].role;
    const info = KILLER_INFO.roles.find((r) => r.id === role);
    if (!info) throw new Error(`unknown killer role ${role}`);
    return { role, roleName: info.name, camp: info.camp, description: info.description };
  },
  campOf: (state, seat) => KILLER_INFO.roles.find((r) => r.id === state.seats[seat - 1].role)?.camp ?? "good",
  campNames: { killer: "\u6740\u624B\u9635\u8425", good: "\u597D\u4EBA\u9635\u8425" }
};

// cloudfunctions/game/src/engine/words/catalog.ts
var CATEGORY_ENTRIES = [
  { id: "food", name: "\u98DF\u7269" },
  { id: "drink", name: "\u996E\u54C1" },
  { id: "animal", name: "\u52A8\u7269" },
  { id: "object", name: "\u65E5\u5E38\u7528\u54C1" },
  { id: "place", name: "\u5730\u70B9" },
  { id: "job", name: "\u804C\u4E1A" },
  { id: "film-sport", name: "\u5F71\u89C6\u4F53\u80B2" },
  { id: "nature", name: "\u81EA\u7136" },
  { id: "body", name: "\u8EAB\u4F53" },
  { id: "school", name: "\u6821\u56ED" },
  { id: "transport", name: "\u4EA4\u901A\u51FA\u884C" },
  { id: "fashion", name: "\u670D\u9970\u7F8E\u5986" },
  { id: "festival", name: "\u8282\u65E5\u6C11\u4FD7" },
  { id: "digital", name: "\u6570\u7801\u4E0E\u7F51\u7EDC\u751F\u6D3B" },
  { id: "family", name: "\u4EB2\u5C5E\u79F0\u8C13" },
  { id: "geography", name: "\u5730\u7406\u540D\u80DC" },
  { id: "classics", name: "\u540D\u8457\u4E0E\u795E\u8BDD\u4EBA\u7269" },
  { id: "idiom", name: "\u6210\u8BED", draw: "chosen" },
  { id: "celebrity", name: "\u660E\u661F", draw: "pack" },
  { id: "internet", name: "\u7F51\u7EDC\u6D41\u884C\u8BED", draw: "pack", flags: ["trend"] },
  { id: "brand", name: "\u54C1\u724C", draw: "pack", flags: ["brand"] },
  { id: "anime-game", name: "\u52A8\u6F2B\u6E38\u620F", draw: "pack" },
  { id: "childhood", name: "\u7AE5\u5E74\u6000\u65E7", draw: "pack" },
  { id: "screen", name: "\u5F71\u89C6\u5267", draw: "pack" },
  { id: "song", name: "\u6B4C\u66F2", draw: "pack" },
  { id: "office", name: "\u804C\u573A", draw: "pack" },
  { id: "couple", name: "\u60C5\u4FA3", draw: "pack", flags: ["adult"] }
];
var WORD_CATEGORIES = Object.freeze(
  CATEGORY_ENTRIES.map((c) => Object.freeze({ id: c.id, name: c.name, draw: c.draw ?? "main" }))
);
var CHOOSABLE_CATEGORIES = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw !== "pack"));
var WORD_PACKS = Object.freeze(WORD_CATEGORIES.filter((c) => c.draw === "pack"));

// cloudfunctions/game/src/engine/undercover/presets.ts
var TABLE = [
  { upTo: 5, undercover: 1, blank: 0 },
  { upTo: 8, undercover: 1, blank: 1 },
  { upTo: 11, undercover: 2, blank: 1 },
  { upTo: 14, undercover: 3, blank: 1 },
  { upTo: 17, undercover: 4, blank: 1 },
  { upTo: 20, undercover: 5, blank: 1 }
];
var PRESET_DECKS = /* @__PURE__ */ new WeakSet();
function isPresetDeck(roles) {
  return PRESET_DECKS.has(roles);
}
function standardRoles2(players) {
  const row = TABLE.find((r) => players <= r.upTo) ?? TABLE[TABLE.length - 1];
  const roles = { civilian: players - row.undercover - row.blank, undercover: row.undercover };
  if (row.blank > 0) roles.blank = row.blank;
  PRESET_DECKS.add(roles);
  return roles;
}
function dealtRoles(roles, blankEnabled) {
  const blank = roles.blank ?? 0;
  if (blankEnabled || blank === 0) return roles;
  return { civilian: (roles.civilian ?? 0) + blank, undercover: roles.undercover ?? 0 };
}
var UNDERCOVER_PRESETS = [
  {
    id: "standard",
    name: "\u6807\u51C6\u5C40",
    players: [4, 20],
    rules: {},
    roles: standardRoles2,
    description: "4\u20135 \u4EBA 1 \u5367\u5E95\uFF1B6\u20138 \u4EBA 1 \u5367\u5E95 1 \u767D\u677F\uFF1B9\u201311 \u4EBA 2 \u5367\u5E95\uFF1B12\u201314 \u4EBA 3 \u5367\u5E95\uFF1B15\u201317 \u4EBA 4 \u5367\u5E95\uFF1B18\u201320 \u4EBA 5 \u5367\u5E95\uFF086 \u4EBA\u8D77\u5404 1 \u767D\u677F\uFF09\uFF0C\u5176\u4F59\u662F\u5E73\u6C11\u3002"
  }
];

// cloudfunctions/game/src/engine/undercover/roles.ts
var UNDERCOVER_DECK = {
  rules: [
    { role: "undercover", min: 1, message: "\u81F3\u5C11\u9700\u8981 1 \u540D\u5367\u5E95" },
    { role: "blank", max: 0, when: { option: "blank.enabled", value: false }, message: "\u5DF2\u5173\u95ED\u767D\u677F\uFF08blank.enabled \u4E3A false\uFF09\uFF0C\u4E0D\u80FD\u518D\u53D1\u767D\u677F" },
    { role: "civilian", moreThan: ["undercover", "blank"], message: "\u5E73\u6C11\u987B\u591A\u4E8E\u5367\u5E95\u548C\u767D\u677F\u4E4B\u548C\uFF08\u73B0\u5728\u5E73\u6C11 {n} \u4EBA\uFF0C\u5367\u5E95\u548C\u767D\u677F {others} \u4EBA\uFF09" }
  ]
};
function checkUndercoverRoles(players, roles, rules) {
  if (Object.keys(roles).some((r) => r !== "civilian" && r !== "undercover" && r !== "blank")) {
    return "\u8C01\u662F\u5367\u5E95\u53EA\u6709\u5E73\u6C11\u3001\u5367\u5E95\u548C\u767D\u677F";
  }
  return deckProblem(UNDERCOVER_DECK, players, roles, isPresetDeck(roles) ? { ...rules, "blank.enabled": true } : rules);
}

// cloudfunctions/game/src/engine/words/reviewed.ts
var REVIEWED_PAIRS = Object.freeze({});

// cloudfunctions/game/src/engine/words/learn.ts
var WORD_VERDICTS = Object.freeze(["good", "tooClose", "tooFar", "unknown", "unfit"]);
var VERDICT_LABELS = Object.freeze({
  good: "\u{1F44D} \u597D\u8BCD",
  tooClose: "\u592A\u50CF\u4E86",
  tooFar: "\u592A\u4E0D\u50CF",
  unknown: "\u4E0D\u8BA4\u8BC6",
  unfit: "\u{1F6A9} \u4E0D\u5408\u9002"
});
var WORD_COUNTS = Object.freeze([...WORD_VERDICTS, "ratings", "games", "undercoverWins"]);
var RATINGS_TO_JUDGE = 5;
var BAD_SHARE = 0.6;
var FLAGS_TO_BAN = 3;
var RATINGS_THAT_MATTER = Math.min(RATINGS_TO_JUDGE, FLAGS_TO_BAN);
var EVEN_ODDS = Object.freeze({ rare: [], banned: [] });
function badShare(stat) {
  return stat.ratings === 0 ? 0 : (stat.ratings - stat.good) / stat.ratings;
}
function flagsSinceReview(stat, reviewed = REVIEWED_PAIRS) {
  return stat.unfit - (reviewed[stat.pairId] ?? 0);
}
function standingOf(stat, reviewed = REVIEWED_PAIRS) {
  if (flagsSinceReview(stat, reviewed) >= FLAGS_TO_BAN) return "banned";
  if (stat.ratings >= RATINGS_TO_JUDGE && badShare(stat) >= BAD_SHARE) return "rare";
  return "fine";
}
function learnedOdds(stats, reviewed = REVIEWED_PAIRS) {
  const rare = [];
  const banned = [];
  for (const stat of stats) {
    const standing2 = standingOf(stat, reviewed);
    if (standing2 === "banned") banned.push(stat.pairId);
    else if (standing2 === "rare") rare.push(stat.pairId);
  }
  return { rare, banned };
}

// cloudfunctions/game/src/engine/undercover/words.ts
var MAX_WORD_LENGTH = 8;
function checkWords(params) {
  const raw = params.words;
  if (raw === void 0) return {};
  if (!isPlainObject(raw)) throw badRequest("words \u987B\u4E3A { civilian: \u5E73\u6C11\u8BCD, undercover: \u5367\u5E95\u8BCD }");
  const extra = Object.keys(raw).find((k) => k !== "civilian" && k !== "undercover");
  if (extra !== void 0) throw badRequest(`words \u53EA\u80FD\u5305\u542B civilian \u548C undercover\uFF0C\u4E0D\u8BA4\u8BC6\u300C${extra.slice(0, 20)}\u300D`);
  const civilian = checkWord(raw.civilian, "\u5E73\u6C11\u8BCD");
  const undercover = checkWord(raw.undercover, "\u5367\u5E95\u8BCD");
  if (civilian === undercover) throw badRequest("\u5E73\u6C11\u8BCD\u548C\u5367\u5E95\u8BCD\u4E0D\u80FD\u76F8\u540C");
  return { words: { civilian, undercover } };
}
function checkWord(value, label) {
  if (typeof value !== "string") throw badRequest(`\u8BF7\u586B\u5199${label}`);
  const word = value.trim();
  const length = [...word].length;
  if (length === 0) throw badRequest(`${label}\u4E0D\u80FD\u4E3A\u7A7A`);
  if (length > MAX_WORD_LENGTH) throw badRequest(`${label}\u6700\u591A ${MAX_WORD_LENGTH} \u4E2A\u5B57`);
  if (hasHiddenCharacter(word)) throw badRequest(`${label}\u4E0D\u80FD\u5305\u542B\u6362\u884C\u3001\u63A7\u5236\u5B57\u7B26\u6216\u770B\u4E0D\u89C1\u7684\u5B57\u7B26`);
  return word;
}
function readCarry(carry) {
  if (!isPlainObject(carry) || !Array.isArray(carry.used)) return void 0;
  return { used: carry.used.filter((id) => typeof id === "string") };
}
var FAMILY_LEFT_OUT = Object.freeze(["adult", "trend"]);
function familyFriendly(pair) {
  return !pair.flags.some((f) => FAMILY_LEFT_OUT.includes(f));
}
var RARE_TICKETS = 1;
var PAIR_TICKETS = 10;
function drawWords(rules, rng, carry, bank, odds = EVEN_ODDS) {
  const notes = [];
  const part = bankPart(bank, rules, odds, notes);
  const rare = part.filter((p) => odds.rare.includes(p.id));
  const pool = rare.length === part.length ? part : part.filter((p) => !odds.rare.includes(p.id));
  let used = carry?.used ?? [];
  const rareTurn = rare.length > 0 && pool !== part && rng.int(pool.length * PAIR_TICKETS + rare.length * RARE_TICKETS) < rare.length * RARE_TICKETS;
  let pair;
  if (rareTurn) {
    const last = used[used.length - 1];
    pair = pick(rng, rare.length > 1 ? rare.filter((p) => p.id !== last) : rare);
  } else {
    const poolIds = new Set(pool.map((p) => p.id));
    let fresh = pool.filter((p) => !used.includes(p.id));
    if (fresh.length === 0) {
      const last = used[used.length - 1];
      used = used.filter((id) => !poolIds.has(id));
      fresh = pool.length > 1 ? pool.filter((p) => p.id !== last) : pool;
      notes.push(`\u8FD9\u90E8\u5206\u8BCD\u5E93\u7684 ${pool.length} \u7EC4\u8BCD\u5DF2\u7ECF\u5168\u90E8\u7528\u8FC7\uFF0C\u4ECE\u5934\u518D\u62BD`);
    }
    pair = pick(rng, fresh);
  }
  const swap = rng.int(2) === 1;
  const words = swap ? { civilian: pair.second, undercover: pair.first } : { civilian: pair.first, undercover: pair.second };
  return { pair, words, carry: { used: [...used.filter((id) => id !== pair.id), pair.id] }, notes };
}
function bankPart(bank, rules, odds, notes) {
  const { category, difficulty, packs } = rules;
  const allowed = bank.filter((p) => !odds.banned.includes(p.id) && (!rules.family || familyFriendly(p)));
  const drawnByDefault = (id) => packs.includes(id) || WORD_CATEGORIES.some((c) => c.id === id && c.draw === "main");
  const anyPart = allowed.filter((p) => drawnByDefault(p.category));
  if (anyPart.length === 0) throw new Error("the word bank is empty");
  if (category === "any") return difficultyPart(anyPart, difficulty, notes);
  const inCategory = allowed.filter((p) => p.category === category);
  if (inCategory.length === 0) {
    notes.push(bank.some((p) => p.category === category) ? `\u300C${categoryName(category)}\u300D\u8FD9\u4E00\u7C7B\u73B0\u5728\u6CA1\u6709\u53EF\u62BD\u7684\u8BCD\uFF0C\u6539\u4E3A\u4ECE\u4EFB\u610F\u7C7B\u522B\u4E2D\u62BD\u53D6` : `\u8BCD\u5E93\u6CA1\u6709\u300C${categoryName(category)}\u300D\u8FD9\u4E00\u7C7B\uFF0C\u6539\u4E3A\u4ECE\u4EFB\u610F\u7C7B\u522B\u4E2D\u62BD\u53D6`);
    return difficultyPart(anyPart, difficulty, notes);
  }
  return difficultyPart(inCategory, difficulty, notes);
}
function difficultyPart(pairs, difficulty, notes) {
  if (difficulty === "any") return pairs;
  const part = pairs.filter((p) => p.difficulty === difficulty);
  if (part.length > 0) return part;
  notes.push(`\u8FD9\u4E00\u7C7B\u6CA1\u6709\u300C${DIFFICULTY_NAMES[difficulty]}\u300D\u96BE\u5EA6\u7684\u8BCD\uFF0C\u6539\u4E3A\u4E0D\u9650\u96BE\u5EA6`);
  return pairs;
}
var DIFFICULTY_NAMES = {
  any: "\u4EFB\u610F",
  easy: "\u7B80\u5355",
  normal: "\u666E\u901A",
  hard: "\u56F0\u96BE"
};
function categoryName(id) {
  return id === "any" ? "\u4EFB\u610F" : WORD_CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

// cloudfunctions/game/src/engine/undercover/info.ts
var UNDERCOVER_INFO = {
  id: "undercover",
  name: "\u8C01\u662F\u5367\u5E95",
  minPlayers: 4,
  maxPlayers: 20,
  deck: UNDERCOVER_DECK,
  badCamps: ["undercover"],
  startPlayers: 6,
  roles: [
    { id: "civilian", name: "\u5E73\u6C11", camp: "civilian", description: "\u4F60\u62FF\u5230\u7684\u662F\u5927\u591A\u6570\u4EBA\u7684\u8BCD\u3002\u63CF\u8FF0\u65F6\u522B\u8BF4\u5F97\u592A\u76F4\u767D\uFF0C\u627E\u51FA\u8BCD\u8BED\u548C\u5927\u5BB6\u4E0D\u4E00\u6837\u7684\u4EBA\uFF0C\u628A\u4ED6\u4EEC\u6295\u7968\u51FA\u5C40\u3002" },
    { id: "undercover", name: "\u5367\u5E95", camp: "undercover", description: "\u4F60\u7684\u8BCD\u548C\u5927\u591A\u6570\u4EBA\u7684\u76F8\u8FD1\u4F46\u4E0D\u4E00\u6837\u3002\u542C\u522B\u4EBA\u63CF\u8FF0\uFF0C\u731C\u51FA\u5927\u5BB6\u7684\u8BCD\uFF0C\u9690\u85CF\u81EA\u5DF1\uFF0C\u575A\u6301\u5230\u6700\u540E\u3002" },
    { id: "blank", name: "\u767D\u677F", camp: "undercover", description: "\u4F60\u6CA1\u6709\u8BCD\u3002\u542C\u522B\u4EBA\u63CF\u8FF0\uFF0C\u731C\u51FA\u5927\u5BB6\u7684\u8BCD\uFF0C\u8DDF\u7740\u63CF\u8FF0\u4E0D\u9732\u9985\uFF1B\u6309\u89C4\u5219\u300C\u767D\u677F\u9635\u8425\u300D\uFF0C\u4E0E\u5367\u5E95\u540C\u4E00\u9635\u8425\u6216\u5355\u72EC\u83B7\u80DC\u3002" }
  ],
  options: [
    {
      id: "blank.enabled",
      name: "\u767D\u677F",
      type: "boolean",
      group: "common",
      description: "\u53D1\u767D\u677F\uFF08\u6CA1\u6709\u8BCD\u7684\u724C\uFF09\uFF1A6 \u4EBA\u53CA\u4EE5\u4E0A\u9ED8\u8BA4 1 \u5F20\u3002\u5173\u95ED\u540E\uFF0C\u9ED8\u8BA4\u724C\u91CC\u7684\u767D\u677F\u6362\u6210\u5E73\u6C11\u3002",
      default: true
    },
    {
      id: "blank.camp",
      name: "\u767D\u677F\u9635\u8425",
      type: "enum",
      group: "advanced",
      description: "\u767D\u677F\u4E0E\u5367\u5E95\u540C\u4E00\u9635\u8425\u4E00\u8D77\u83B7\u80DC\uFF1B\u6216\u767D\u677F\u5355\u72EC\u4E00\u65B9\uFF1A\u53EA\u5269\u89C4\u5B9A\u4EBA\u6570\u65F6\u767D\u677F\u8FD8\u6D3B\u7740\uFF0C\u767D\u677F\u5355\u72EC\u83B7\u80DC\u3002",
      values: ["undercover", "solo"],
      valueNames: ["\u4E0E\u5367\u5E95\u540C\u9635\u8425", "\u5355\u72EC\u4E00\u65B9"],
      default: "undercover"
    },
    {
      id: "undercover.lastN",
      name: "\u5367\u5E95\u83B7\u80DC\u4EBA\u6570",
      type: "number",
      group: "common",
      description: "\u53EA\u5269\u8FD9\u4E48\u591A\u540D\u73A9\u5BB6\uFF08\u6216\u66F4\u5C11\uFF09\u800C\u5367\u5E95\u8FD8\u6D3B\u7740\u65F6\uFF0C\u5367\u5E95\u83B7\u80DC\u3002\u4E0D\u8BBE\u7F6E\u65F6 4\u20135 \u4EBA\u9ED8\u8BA4 2\uFF0C6 \u4EBA\u8D77\u9ED8\u8BA4 3\uFF0C\u6BCF\u79CD\u4EBA\u6570\u90FD\u4E0D\u4F1A\u4E00\u6B21\u6295\u9519\u5C31\u7ED3\u675F\u3002",
      min: 2,
      max: 4,
      default: 3
    },
    {
      id: "undercover.tie",
      name: "\u5E73\u7968\u5904\u7406",
      type: "enum",
      group: "common",
      description: "\u5E73\u7968\u7684\u73A9\u5BB6\u8FA9\u8BBA\u540E\uFF0C\u5176\u4ED6\u73A9\u5BB6\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\uFF08\u5E73\u7968\u7684\u73A9\u5BB6\u4E0D\u6295\u7968\uFF09\uFF1B\u518D\u6B21\u5E73\u7968\u65F6\u65E0\u4EBA\u51FA\u5C40\uFF0C\u6216\u4E00\u76F4\u8FA9\u8BBA\u91CD\u6295\u76F4\u5230\u6709\u4EBA\u51FA\u5C40\u3002",
      values: ["debateThenNone", "debateUntilResolved"],
      valueNames: ["\u8FA9\u8BBA\u4E00\u6B21\uFF0C\u518D\u5E73\u7968\u65E0\u4EBA\u51FA\u5C40", "\u8FA9\u8BBA\u5230\u6709\u4EBA\u51FA\u5C40"],
      default: "debateThenNone"
    },
    {
      id: "reveal.onExile",
      name: "\u51FA\u5C40\u4EAE\u8EAB\u4EFD",
      type: "boolean",
      group: "common",
      description: "\u73A9\u5BB6\u88AB\u6295\u7968\u51FA\u5C40\u65F6\uFF0C\u6CD5\u5B98\u516C\u5E03\u4ED6\u662F\u5E73\u6C11\u3001\u5367\u5E95\u8FD8\u662F\u767D\u677F\u3002",
      default: false
    },
    {
      id: "words.category",
      name: "\u8BCD\u5E93\u7C7B\u522B",
      type: "enum",
      group: "common",
      description: "\u4ECE\u5185\u7F6E\u8BCD\u5E93\u62BD\u8BCD\u65F6\u53EA\u62BD\u8FD9\u4E00\u7C7B\uFF08\u6CD5\u5B98\u81EA\u5DF1\u8F93\u5165\u8BCD\u8BED\u65F6\u4E0D\u7528\u8BCD\u5E93\uFF09\u3002\u300C\u4EFB\u610F\u300D\u4ECE\u9664\u6210\u8BED\u4EE5\u5916\u7684\u6240\u6709\u7C7B\u522B\u4E2D\u62BD\u3002",
      values: ["any", ...CHOOSABLE_CATEGORIES.map((c) => c.id)],
      valueNames: ["\u4EFB\u610F", ...CHOOSABLE_CATEGORIES.map((c) => c.name)],
      default: "any"
    },
    {
      id: "words.difficulty",
      name: "\u8BCD\u8BED\u96BE\u5EA6",
      type: "enum",
      group: "common",
      description: "\u4ECE\u5185\u7F6E\u8BCD\u5E93\u62BD\u8BCD\u65F6\u7684\u96BE\u5EA6\uFF1A\u7B80\u5355\u7684\u4E24\u4E2A\u8BCD\u5DEE\u522B\u5927\uFF0C\u56F0\u96BE\u7684\u4E24\u4E2A\u8BCD\u5F88\u63A5\u8FD1\u3002",
      values: ["any", "easy", "normal", "hard"],
      valueNames: ["\u4EFB\u610F", "\u7B80\u5355", "\u666E\u901A", "\u56F0\u96BE"],
      default: "any"
    },
    {
      id: "words.packs",
      name: "\u6269\u5C55\u8BCD\u5305",
      type: "set",
      group: "common",
      description: "\u6253\u5F00\u7684\u8BCD\u5305\u52A0\u5165\u300C\u4EFB\u610F\u300D\u62BD\u8BCD\u3002\u8BCD\u5305\u5404\u6709\u4E3B\u9898\uFF08\u660E\u661F\u3001\u54C1\u724C\u3001\u52A8\u6F2B\u6E38\u620F\u3001\u5F71\u89C6\u5267\u2026\u2026\uFF09\uFF0C\u9ED8\u8BA4\u4E0D\u7528\u3002",
      values: WORD_PACKS.map((c) => c.id),
      valueNames: WORD_PACKS.map((c) => c.name),
      default: []
    },
    {
      id: "words.family",
      name: "\u5BB6\u5EAD\u6A21\u5F0F",
      type: "boolean",
      group: "common",
      description: "\u6709\u5B69\u5B50\u6216\u957F\u8F88\u5728\u573A\u65F6\u6253\u5F00\uFF1A\u4E0D\u62BD\u6D89\u53CA\u559D\u9152\u3001\u604B\u7231\u3001\u8D4C\u535A\u3001\u591C\u751F\u6D3B\u7684\u8BCD\uFF0C\u4E5F\u4E0D\u62BD\u5F88\u5FEB\u4F1A\u8FC7\u65F6\u7684\u7F51\u7EDC\u7528\u8BED\u3002",
      default: false
    }
  ]
};
function wordCategoryCounts(pairs) {
  return WORD_CATEGORIES.map((c) => ({
    id: c.id,
    name: c.name,
    pairs: pairs.filter((p) => p.category === c.id).length,
    familyPairs: pairs.filter((p) => p.category === c.id && familyFriendly(p)).length,
    ...c.draw === "pack" && { pack: true }
  }));
}

// cloudfunctions/game/src/engine/undercover/rules.ts
var DIFFICULTIES = ["easy", "normal", "hard"];
function isDifficulty(value) {
  return DIFFICULTIES.some((d) => d === value);
}
function undercoverRules(rules) {
  const lastN = rules["undercover.lastN"];
  const category = rules["words.category"];
  const difficulty = rules["words.difficulty"];
  const packs = rules["words.packs"];
  return {
    blankEnabled: rules["blank.enabled"] !== false,
    blankCamp: rules["blank.camp"] === "solo" ? "solo" : "undercover",
    lastN: typeof lastN === "number" ? lastN : 3,
    tie: rules["undercover.tie"] === "debateUntilResolved" ? "debateUntilResolved" : "debateThenNone",
    revealOnExile: rules["reveal.onExile"] === true,
    category: typeof category === "string" ? category : "any",
    difficulty: isDifficulty(difficulty) ? difficulty : "any",
    packs: Array.isArray(packs) ? packs : [],
    family: rules["words.family"] === true
  };
}

// cloudfunctions/game/src/engine/undercover/describe.ts
var ROLE_NAMES2 = new Map(UNDERCOVER_INFO.roles.map((r) => [r.id, r.name]));
function describingOrder(state) {
  const last = state.x.lastExiled;
  return roundFrom(state, last === null ? 1 : last + 1, 1);
}
function cardForJudge(state, seat) {
  const role = state.seats[seat - 1].role;
  if (role === "blank") return "\u767D\u677F\uFF0C\u6CA1\u6709\u8BCD";
  const word = role === "undercover" ? state.x.words.undercover : state.x.words.civilian;
  return `${ROLE_NAMES2.get(role)}\uFF0C\u8BCD\u8BED\u300C${word}\u300D`;
}
function describeUndercoverStep(state) {
  const step = state.step;
  if (!step) throw new Error("describeUndercoverStep on an ended game");
  const none2 = { type: "none" };
  const { words } = state.x;
  switch (step.key) {
    case "checkin": {
      const blanks = seatsWithRole(state, "blank");
      return {
        key: step.key,
        title: "\u62A5\u6570\u770B\u8BCD",
        input: none2,
        say: [
          "\u6B22\u8FCE\u6765\u5230\u8C01\u662F\u5367\u5E95\u3002\u8BF7\u5927\u5BB6\u5728\u684C\u6E38\u52A9\u624B\u8F93\u5165\u623F\u95F4\u53F7\uFF0C\u67E5\u770B\u81EA\u5DF1\u7684\u8BCD\u8BED\u3002",
          "\u770B\u5B8C\u4E0D\u8981\u58F0\u5F20\uFF0C\u4E5F\u4E0D\u8981\u628A\u81EA\u5DF1\u7684\u8BCD\u544A\u8BC9\u522B\u4EBA\u3002",
          "\u8BF7\u5927\u5BB6\u4ECE 1 \u53F7\u5F00\u59CB\u4F9D\u6B21\u62A5\u6570\u3002"
        ],
        hint: `\u672C\u5C40\u5E73\u6C11\u8BCD\u300C${words.civilian}\u300D\uFF0C\u5367\u5E95\u8BCD\u300C${words.undercover}\u300D\uFF1B\u5367\u5E95\uFF1A${seatList(seatsWithRole(state, "undercover"))}${blanks.length > 0 ? `\uFF0C\u767D\u677F\uFF1A${seatList(blanks)}` : ""}\u3002\u6240\u6709\u4EBA\u62A5\u8FC7\u6570\u3001\u770B\u8FC7\u8BCD\u540E\uFF0C\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u5F00\u59CB\u7B2C 1 \u8F6E\u63CF\u8FF0\u3002`
      };
    }
    case "round.describe": {
      const order = describingOrder(state);
      return {
        key: step.key,
        title: `\u7B2C ${state.round} \u8F6E\uFF1A\u63CF\u8FF0`,
        input: none2,
        say: [
          `\u8BF7\u4ECE ${order[0]} \u53F7\u5F00\u59CB\u4F9D\u6B21\u63CF\u8FF0\u81EA\u5DF1\u7684\u8BCD\u8BED\uFF1A${order.join(" \u2192 ")}\u3002`,
          "\u6BCF\u4EBA\u53EA\u8BF4\u4E00\u53E5\u8BDD\uFF0C\u4E0D\u80FD\u76F4\u63A5\u8BF4\u51FA\u8BCD\u8BED\uFF1B\u522B\u4EBA\u63CF\u8FF0\u65F6\u4E0D\u8981\u63D2\u8BDD\u3002"
        ],
        hint: "\u6240\u6709\u4EBA\u63CF\u8FF0\u5B8C\u540E\uFF0C\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u5F00\u59CB\u6295\u7968\u3002",
        info: { order }
      };
    }
    case "round.vote": {
      const order = describingOrder(state);
      const revote2 = step.pk > 0;
      const ballots = ballotsInput(livingSeats(state), step);
      const voting2 = ballots.input.voters;
      const say = voting2.length === 0 ? [unvotedLine(step.candidates)] : [
        revote2 ? `\u8BF7${revoteLine(step.candidates)}` : "\u63CF\u8FF0\u7ED3\u675F\uFF0C\u73B0\u5728\u5F00\u59CB\u6295\u7968\uFF0C\u6295\u51FA\u4F60\u8BA4\u4E3A\u662F\u5367\u5E95\u7684\u4EBA\u3002",
        votesOnPhones(state) ? PHONE_VOTE_LINE : `\u8BF7\u6309\u987A\u5E8F\u4F9D\u6B21\u6295\u7968\uFF1A${order.filter((s) => voting2.includes(s)).join(" \u2192 ")}\u3002\u6BCF\u4EBA\u4E00\u7968\uFF0C\u4E5F\u53EF\u4EE5\u5F03\u6743\uFF0C\u4E0D\u8981\u63D2\u8BDD\u3002`
      ];
      return {
        key: step.key,
        title: revote2 ? "\u91CD\u65B0\u6295\u7968" : `\u7B2C ${state.round} \u8F6E\uFF1A\u6295\u7968`,
        say,
        hint: "\u6309\u6BCF\u4F4D\u73A9\u5BB6\u7684\u6295\u7968\u586B\u5199\uFF1B\u6CA1\u6709\u6295\u7968\u7684\u4EBA\u8BB0\u4E3A\u5F03\u6743\u3002",
        ...ballots,
        info: { order }
      };
    }
    case "round.pk": {
      const order = describingOrder(state).filter((s) => step.tied.includes(s));
      return {
        key: step.key,
        title: "\u5E73\u7968\u8FA9\u8BBA",
        input: none2,
        say: [
          `${seatList(step.tied)}\u7968\u6570\u76F8\u540C\u3002`,
          `\u8BF7\u5E73\u7968\u7684\u73A9\u5BB6\u4F9D\u6B21\u8FA9\u8BBA\uFF1A${order.join(" \u2192 ")}\u3002\u8FA9\u8BBA\u7ED3\u675F\u540E\uFF0C\u5176\u4ED6\u73A9\u5BB6\u53EA\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\u3002`
        ],
        info: { tied: step.tied }
      };
    }
    case "round.exile": {
      const seat = step.exiled;
      if (seat === null) {
        return {
          key: step.key,
          title: "\u6295\u7968\u7ED3\u679C",
          input: none2,
          say: [nobodyOutLine(step.tied ?? [])],
          hint: `\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u5F00\u59CB\u7B2C ${state.round + 1} \u8F6E\u63CF\u8FF0\u3002`,
          info: { exiled: null }
        };
      }
      return {
        key: step.key,
        title: "\u6295\u7968\u7ED3\u679C",
        input: none2,
        say: [exileLine(state, seat), undercoverRules(state.config.rules).revealOnExile ? "\u51FA\u5C40\u7684\u73A9\u5BB6\u8BF7\u4E0D\u8981\u518D\u53D1\u8A00\u3002" : "\u51FA\u5C40\u7684\u73A9\u5BB6\u8BF7\u4E0D\u8981\u518D\u53D1\u8A00\uFF0C\u4E5F\u4E0D\u8981\u900F\u9732\u81EA\u5DF1\u7684\u8BCD\u3002"],
        hint: `${seat} \u53F7\u662F${cardForJudge(state, seat)}\u3002\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u5F00\u59CB\u7B2C ${state.round + 1} \u8F6E\u63CF\u8FF0\u3002`,
        info: { exiled: seat }
      };
    }
  }
}
function exileLine(state, seat) {
  const role = ROLE_NAMES2.get(state.seats[seat - 1].role);
  return undercoverRules(state.config.rules).revealOnExile ? `${seat} \u53F7\u73A9\u5BB6\u88AB\u6295\u7968\u51FA\u5C40\uFF0C\u4ED6\u7684\u8EAB\u4EFD\u662F\uFF1A${role}\u3002` : `${seat} \u53F7\u73A9\u5BB6\u88AB\u6295\u7968\u51FA\u5C40\u3002`;
}
function shownPlayer(state, seat) {
  const role = ROLE_NAMES2.get(state.seats[seat - 1].role);
  return undercoverRules(state.config.rules).revealOnExile ? `${seat} \u53F7\u73A9\u5BB6\uFF08${role}\uFF09` : `${seat} \u53F7\u73A9\u5BB6`;
}

// cloudfunctions/game/src/engine/undercover/win.ts
var UNDERCOVER_CAMPS = { civilian: "\u5E73\u6C11\u9635\u8425", undercover: "\u5367\u5E95\u9635\u8425", blank: "\u767D\u677F\u9635\u8425" };
function campOf(state, seat) {
  const role = state.seats[seat - 1].role;
  if (role === "blank" && undercoverRules(state.config.rules).blankCamp === "solo") return "blank";
  return UNDERCOVER_INFO.roles.find((r) => r.id === role)?.camp ?? role;
}
function checkWin(state, announced) {
  const undercovers = seatsWithRole(state, "undercover").length;
  const blanks = seatsWithRole(state, "blank").length;
  const living = livingSeats(state).length;
  const civilians = seatsWithRole(state, "civilian").length;
  const dealtBlanks = seatsWithRole(state, "blank", false).length > 0;
  const { lastN, blankCamp } = undercoverRules(state.config.rules);
  let result = null;
  if (undercovers === 0 && blanks === 0) {
    result = { camp: "civilian", text: dealtBlanks ? "\u5367\u5E95\u548C\u767D\u677F\u5168\u90E8\u51FA\u5C40\uFF0C\u5E73\u6C11\u83B7\u80DC\uFF01" : "\u5367\u5E95\u5168\u90E8\u51FA\u5C40\uFF0C\u5E73\u6C11\u83B7\u80DC\uFF01" };
  } else if (living <= lastN || civilians === 0) {
    const end = living <= lastN ? `\u53EA\u5269 ${living} \u540D\u73A9\u5BB6` : "\u5E73\u6C11\u5168\u90E8\u51FA\u5C40";
    if (blankCamp === "solo" && blanks > 0) {
      result = { camp: "blank", text: `${end}\uFF0C\u767D\u677F\u575A\u6301\u5230\u4E86\u6700\u540E\uFF0C\u767D\u677F\u5355\u72EC\u83B7\u80DC\uFF01` };
    } else if (blankCamp === "solo" || !dealtBlanks) {
      result = { camp: "undercover", text: `${end}\uFF0C\u5367\u5E95\u575A\u6301\u5230\u4E86\u6700\u540E\uFF0C\u5367\u5E95\u83B7\u80DC\uFF01` };
    } else {
      result = { camp: "undercover", text: `${end}\uFF0C\u5367\u5E95\u548C\u767D\u677F\u9635\u8425\u575A\u6301\u5230\u4E86\u6700\u540E\uFF0C\u5367\u5E95\u548C\u767D\u677F\u83B7\u80DC\uFF01` };
    }
  }
  if (!result) return;
  state.winner = { ...result, say: [...announced, result.text] };
  addLog(state, result.text);
}

// cloudfunctions/game/src/engine/undercover/advance.ts
function advanceUndercover(draft, input) {
  const step = draft.step;
  if (!step) return;
  if (input.kind === "explode") throw illegalMove("\u8C01\u662F\u5367\u5E95\u6CA1\u6709\u81EA\u7206");
  switch (step.key) {
    case "checkin":
      draft.step = { key: "round.describe" };
      return;
    case "round.describe":
      draft.step = { key: "round.vote", ...firstVote(draft) };
      return;
    case "round.vote":
      return countVotes2(draft, step, input);
    case "round.pk":
      draft.step = { key: "round.vote", ...revote(step) };
      return;
    case "round.exile":
      draft.round += 1;
      draft.step = { key: "round.describe" };
      return;
  }
}
function countVotes2(draft, vote4, input) {
  const policy = undercoverRules(draft.config.rules).tie === "debateUntilResolved" ? "untilResolved" : "once";
  const counted = livingVote(draft, vote4, input, policy, `\u7B2C ${draft.round} \u8F6E${vote4.pk > 0 ? "\u91CD\u65B0" : ""}\u6295\u7968`);
  if (!counted) return;
  const { outcome, tied } = counted;
  if ("out" in outcome) {
    exile(draft, outcome.out);
    return;
  }
  if ("again" in outcome) {
    addLog(draft, `${outcome.again.join("\u3001")} \u53F7\u5E73\u7968\uFF0C\u8FDB\u884C\u8FA9\u8BBA`);
    draft.step = { key: "round.pk", tied: outcome.again, pk: vote4.pk };
    return;
  }
  addLog(draft, "\u672C\u8F6E\u65E0\u4EBA\u51FA\u5C40");
  draft.step = { key: "round.exile", exiled: null, tied };
}
function exile(draft, seat) {
  draft.seats[seat - 1].alive = false;
  draft.x.lastExiled = seat;
  const text = `${seat} \u53F7\u88AB\u6295\u7968\u51FA\u5C40\uFF08${cardForJudge(draft, seat)}\uFF09`;
  addLog(draft, text);
  recordDeath(draft, seat, ["exile"], text);
  draft.step = { key: "round.exile", exiled: seat };
  checkWin(draft, [exileLine(draft, seat)]);
}

// cloudfunctions/game/src/engine/undercover/actors.ts
function undercoverActors(state) {
  const step = state.step;
  if (!step) return NOBODY;
  switch (step.key) {
    case "checkin":
    case "round.exile":
      return HOST;
    case "round.describe":
      return speakers(describingOrder(state));
    case "round.vote":
      return voting(roundVoters(livingSeats(state), step));
    case "round.pk":
      return speakers(describingOrder(state).filter((s) => step.tied.includes(s)));
    default:
      return unreachable2(step);
  }
}
function unreachable2(step) {
  throw new Error(`unknown undercover step ${JSON.stringify(step)}`);
}

// cloudfunctions/game/src/engine/undercover/leave.ts
function leaveUndercover(draft, seat) {
  checkLeaver(draft, seat);
  draft.seats[seat - 1].alive = false;
  const text = leftLogLine(seat, cardForJudge(draft, seat));
  addLog(draft, text);
  recordDeath(draft, seat, ["left"], text);
  checkWin(draft, [leftLine(shownPlayer(draft, seat))]);
  if (!draft.winner && draft.step) draft.step = withoutLeaver2(draft.step, seat);
}
function withoutLeaver2(step, seat) {
  if (step.key === "round.vote") {
    const candidates2 = without(step.candidates, seat);
    return candidates2.length > 0 ? { ...step, candidates: candidates2 } : nobodyOut2;
  }
  if (step.key === "round.pk") {
    const tied = without(step.tied, seat);
    return tied.length > 0 ? { ...step, tied } : nobodyOut2;
  }
  return step;
}
var nobodyOut2 = { key: "round.exile", exiled: null, tied: [] };

// cloudfunctions/game/src/engine/undercover/index.ts
var undercoverGame = {
  info: UNDERCOVER_INFO,
  presets: UNDERCOVER_PRESETS,
  checkRoles: checkUndercoverRoles,
  /** With 4–5 players, a lastN of 3 would let one wrong vote end the game. */
  ruleDefaults: (players) => ({ "undercover.lastN": players <= 5 ? 2 : 3 }),
  checkExtra: checkWords,
  /**
   * Deals the cards and the words. The first deal of a room uses the judge's typed words when given;
   * every later deal (`redeal`, recognised by its carry) draws from the bank, because typed words were
   * meant for one game, and the state's config then drops them. Bank pairs already drawn in this room
   * travel in the carry, so a redeal never repeats one until that part of the bank is used up.
   * With `blank.enabled: false` the default deck's blanks are dealt as civilians (see presets.ts).
   */
  deal(config, rng, carry, supply) {
    const rules = undercoverRules(config.rules);
    const typed = carry === void 0 ? config.words : void 0;
    const dealtConfig = { ...config, roles: dealtRoles(config.roles, rules.blankEnabled) };
    const log2 = [];
    let words;
    if (typed) {
      words = { facts: { words: { ...typed }, pairId: null, lastExiled: null }, carry: { used: [] } };
      log2.push(firstDay(`\u6CD5\u5B98\u81EA\u5B9A\u8BCD\u8BED\uFF1A\u5E73\u6C11\u300C${typed.civilian}\u300D\uFF0C\u5367\u5E95\u300C${typed.undercover}\u300D`));
    } else {
      delete dealtConfig.words;
      words = bankWords(dealtConfig, rng, carry, log2, supply);
    }
    const { seats } = dealRoles(dealtConfig, rng);
    return { state: freshState(dealtConfig, seats, log2, words.facts), carry: words.carry };
  },
  /**
   * 换一组: the same seats with the same roles and a new bank pair (also after typed words), back to
   * the count-off, while nobody has voted yet. A pair this room has had is not drawn again.
   */
  redraw(dealt, current2, rng, carry, supply) {
    if (!redrawAllowed(current2)) {
      throw illegalMove(beforeFirstVote(current2) ? "\u6709\u73A9\u5BB6\u79BB\u573A\u4E86\uFF0C\u4E0D\u80FD\u518D\u6362\u8BCD\uFF1B\u8981\u6362\u8BCD\u8BF7\u91CD\u65B0\u53D1\u724C" : "\u5DF2\u7ECF\u6295\u8FC7\u7968\u4E86\uFF0C\u4E0D\u80FD\u518D\u6362\u8BCD\uFF1B\u8981\u6362\u8BCD\u8BF7\u91CD\u65B0\u53D1\u724C");
    }
    const config = { ...dealt.config };
    delete config.words;
    const old = current2.x.words;
    const log2 = [firstDay(`\u6CD5\u5B98\u6362\u4E86\u4E00\u7EC4\u8BCD\uFF08\u6362\u4E0B\u5E73\u6C11\u300C${old.civilian}\u300D\uFF0C\u5367\u5E95\u300C${old.undercover}\u300D\uFF09`)];
    const words = bankWords(config, rng, carry, log2, supply);
    return { state: freshState(config, cloneJson(dealt.seats), log2, words.facts), carry: words.carry };
  },
  bankPair: (state) => state.x.pairId,
  wordCategories: wordCategoryCounts,
  describe: (state) => ({ ...describeUndercoverStep(state), ...undercoverActors(state) }),
  advance: advanceUndercover,
  leave: leaveUndercover,
  /** Only the word: nothing says whether it is the civilians' one; a blank's word is null. */
  card(state, seat) {
    const role = state.seats[seat - 1].role;
    if (role === "civilian") return { word: state.x.words.civilian };
    if (role === "undercover") return { word: state.x.words.undercover };
    return { word: null };
  },
  judgeExtras(state) {
    return { words: { ...state.x.words }, canRedrawWords: redrawAllowed(state) };
  },
  campOf,
  campNames: UNDERCOVER_CAMPS,
  /** 谁是卧底 has no nights: its story goes by rounds. */
  phaseTitle: (round) => `\u7B2C ${round} \u8F6E`
};
var firstDay = (text) => ({ round: 1, phase: "day", text });
function bankWords(config, rng, carry, log2, supply) {
  if (!supply) throw new Error("a deal from the word bank needs the bank: the host hands it over");
  const rules = undercoverRules(config.rules);
  const draw = drawWords(rules, rng, readCarry(carry), supply.pairs, supply.odds);
  for (const text of draw.notes) log2.push(firstDay(text));
  log2.push(firstDay(`\u8BCD\u5E93\u62BD\u8BCD\uFF08${categoryName(rules.category)}\xB7${DIFFICULTY_NAMES[rules.difficulty]}${rules.family ? "\xB7\u5BB6\u5EAD\u6A21\u5F0F" : ""}\uFF09\uFF1A\u5E73\u6C11\u300C${draw.words.civilian}\u300D\uFF0C\u5367\u5E95\u300C${draw.words.undercover}\u300D`));
  return { facts: { words: draw.words, pairId: draw.pair.id, lastExiled: null }, carry: draw.carry };
}
function freshState(config, seats, log2, facts4) {
  return {
    game: "undercover",
    config,
    seats,
    round: 1,
    phase: "day",
    stepId: 1,
    step: { key: "checkin" },
    log: log2,
    winner: null,
    x: facts4
  };
}
function redrawAllowed(state) {
  return beforeFirstVote(state) && state.seats.every((s) => s.alive);
}
function beforeFirstVote(state) {
  const step = state.step;
  if (state.winner || !step || state.round !== 1) return false;
  return step.key === "checkin" || step.key === "round.describe" || step.key === "round.vote" && step.pk === 0;
}

// cloudfunctions/game/src/engine/werewolf/book.ts
function roleBook(roles) {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const built = {
    roles,
    role(id) {
      const role = byId.get(id);
      if (!role) throw new Error(`unknown werewolf role ${id}`);
      return role;
    },
    onBoard: (state, id) => holds(state, built.role(id)),
    inPlay: (state) => roles.filter((r) => holds(state, r)),
    nightSteps: roles.flatMap((r) => (r.night ?? []).map((s) => ({ ...s, role: r.id }))),
    daySteps: roles.flatMap((r) => (r.day ?? []).map((s) => ({ ...s, role: r.id }))),
    dawnHooks: roles.flatMap((r) => (r.dawn ?? []).map((h) => ({ ...h, role: r.id }))).sort((a, b) => a.rank - b.rank)
  };
  first ??= built;
  return built;
}
function holds(state, role) {
  return role.onBoard ? role.onBoard(state) : (state.config.roles[role.id] ?? 0) > 0;
}
var current;
var first;
function book() {
  const found = current ?? first;
  if (!found) throw new Error("no werewolf roles: build the game with createWerewolf(roles)");
  return found;
}
function withBook(roles, act2) {
  const outer = current;
  current = roles;
  try {
    return act2();
  } finally {
    current = outer;
  }
}

// cloudfunctions/game/src/engine/core/winners.ts
function winningSeats(module2, state) {
  const winner2 = state.winner;
  if (!winner2) return [];
  return state.seats.filter((s) => module2.campOf(state, s.seat) === winner2.camp).map((s) => s.seat);
}

// cloudfunctions/game/src/engine/core/review.ts
var DEATH_WORDS = {
  wolf: "\u88AB\u72FC\u4EBA\u6740\u6B7B",
  killer: "\u88AB\u6740\u624B\u6740\u6B7B",
  poison: "\u88AB\u5973\u5DEB\u6BD2\u6B7B",
  shot: "\u88AB\u67AA\u5E26\u8D70",
  lover: "\u6B89\u60C5",
  exile: "\u88AB\u6295\u7968\u51FA\u5C40",
  explode: "\u81EA\u7206\u51FA\u5C40",
  reflect: "\u88AB\u6076\u7075\u9A91\u58EB\u53CD\u4F24",
  whiteWolfKing: "\u88AB\u767D\u72FC\u738B\u5E26\u8D70",
  duel: "\u5728\u51B3\u6597\u4E2D\u51FA\u5C40",
  charm: "\u88AB\u72FC\u7F8E\u4EBA\u9B45\u60D1\uFF0C\u968F\u5979\u51FA\u5C40",
  dream: "\u68A6\u4EA1",
  hunt: "\u88AB\u730E\u9B54\u4EBA\u72E9\u730E",
  check: "\u88AB\u9A8C\u6740",
  left: "\u79BB\u573A"
};
function deathWords(causes, shooterName) {
  const shown = [...causes.filter((c) => c !== "lover"), ...causes.filter((c) => c === "lover")];
  return shown.map((c) => c === "shot" && shooterName ? `\u88AB${shooterName}\u5E26\u8D70` : DEATH_WORDS[c]).join("\uFF0C\u540C\u65F6");
}
function buildReview(module2, match, members) {
  const { state } = match;
  const { config, winner: winner2 } = state;
  if (!winner2) throw new Error("a review is built only once the deal has ended");
  const events = eventsOf(state);
  const title = (round, phase) => module2.phaseTitle?.(round, phase) ?? defaultTitle(round, phase);
  const winners = winningSeats(module2, state);
  const fates = fatesOf(events, title, (seat) => roleName(module2, state.seats[seat - 1].role));
  const nicknames = new Map(members.map((m) => [m.seat, m.nickname]));
  const campName = (camp) => module2.campNames[camp] ?? camp;
  const words = module2.judgeExtras?.(state).words;
  return {
    game: state.game,
    gameName: module2.info.name,
    preset: config.preset,
    presetName: module2.presets.find((p) => p.id === config.preset)?.name ?? config.preset,
    players: config.players,
    deal: dealNumber(match),
    winner: { camp: winner2.camp, campName: campName(winner2.camp), text: winner2.text, seats: winners },
    ...words && { words: { ...words } },
    seats: state.seats.map((s) => {
      const dealt = match.initial.seats[s.seat - 1].role;
      const nickname = nicknames.get(s.seat);
      const card2 = module2.card(state, s.seat);
      const camp = module2.campOf(state, s.seat);
      return {
        seat: s.seat,
        ...nickname !== void 0 && { nickname },
        role: s.role,
        roleName: roleName(module2, s.role),
        camp,
        campName: campName(camp),
        ...dealt !== s.role && { dealtRole: dealt, dealtRoleName: roleName(module2, dealt) },
        ..."word" in card2 && { word: card2.word },
        tags: [...s.tags],
        tagNames: tagNamesOf(module2, s.tags),
        ...isBadCamp(module2, camp) && { bad: true },
        won: winners.includes(s.seat),
        fate: s.alive ? null : fates.get(s.seat) ?? UNRECORDED
      };
    }),
    phases: phasesOf(events, title)
  };
}
var UNRECORDED = { causes: [], round: 0, phase: "day", text: "\u5DF2\u51FA\u5C40" };
function defaultTitle(round, phase) {
  return `\u7B2C ${round} ${phase === "night" ? "\u665A" : "\u5929"}`;
}
function fatesOf(events, title, cardOf) {
  const fates = /* @__PURE__ */ new Map();
  for (const e of events) {
    if (e.kind !== "death") continue;
    const text = `${title(e.round, e.phase)}${deathWords(e.causes, e.shooter === void 0 ? void 0 : cardOf(e.shooter))}`;
    fates.set(e.seat, { causes: [...e.causes], round: e.round, phase: e.phase, text });
  }
  return fates;
}
function phasesOf(events, title) {
  const phases = [];
  for (const { round, phase, ...event } of events) {
    let last = phases[phases.length - 1];
    if (!last || last.round !== round || last.phase !== phase) {
      last = { round, phase, title: title(round, phase), events: [] };
      phases.push(last);
    }
    last.events.push(event);
  }
  return phases;
}

// cloudfunctions/game/src/engine/werewolf/options.ts
var GAME_OPTIONS = [
  option({
    id: "sheriff.enabled",
    name: "\u7ADE\u9009\u8B66\u957F",
    type: "boolean",
    group: "common",
    description: "\u767D\u5929\u9009\u4E3E\u4E00\u540D\u8B66\u957F\uFF1A\u6295\u7968\u65F6\u4ED6\u7684\u7968\u6709\u52A0\u6743\uFF0C\u6B7B\u4EA1\u65F6\u79FB\u4EA4\u8B66\u5FBD\u3002",
    default: true
  }),
  option({
    id: "sheriff.electionTiming",
    name: "\u8B66\u957F\u7ADE\u9009\u65F6\u673A",
    type: "enum",
    group: "common",
    description: "\u7B2C\u4E00\u4E2A\u767D\u5929\u4F55\u65F6\u7ADE\u9009\u8B66\u957F\uFF1A\u5927\u5BB6\u53D1\u8A00\u4E4B\u540E\uFF0C\u6216\u5929\u4EAE\u516C\u5E03\u6B7B\u8BAF\u4E4B\u524D\u3002",
    values: ["afterSpeeches", "beforeDeaths"],
    valueNames: ["\u53D1\u8A00\u4E4B\u540E", "\u516C\u5E03\u6B7B\u8BAF\u4E4B\u524D"],
    default: "afterSpeeches"
  }),
  option({
    id: "sheriff.voteWeight",
    name: "\u8B66\u957F\u7968\u6570",
    type: "enum",
    group: "common",
    description: "\u8B66\u957F\u4E00\u7968\u7B97\u51E0\u7968\uFF1A2 \u7968\u30011.5 \u7968\uFF0C\u6216\u573A\u4E0A\u591A\u4E8E 6 \u4EBA\u65F6 2 \u7968\u3001\u4E0D\u591A\u4E8E 6 \u4EBA\u65F6 1.5 \u7968\u3002",
    values: ["2", "1.5", "sliding"],
    valueNames: ["2 \u7968", "1.5 \u7968", "\u591A\u4E8E 6 \u4EBA 2 \u7968\uFF0C\u5426\u5219 1.5 \u7968"],
    default: "sliding"
  }),
  option({
    id: "sheriff.electionTie",
    name: "\u8B66\u957F\u7ADE\u9009\u5E73\u7968",
    type: "enum",
    group: "advanced",
    description: "\u7ADE\u9009\u51FA\u73B0\u5E73\u7968\u65F6\uFF1A\u5F53\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u9009\uFF1B\u6216\u5E73\u7968\u8005 PK \u4E00\u6B21\uFF0C\u518D\u5E73\u7968\u5219\u8B66\u5FBD\u6D41\u5931\u3002",
    values: ["retryNextDay", "pkThenLost"],
    valueNames: ["\u6B21\u65E5\u91CD\u9009", "PK \u4E00\u6B21\uFF0C\u518D\u5E73\u5219\u6D41\u5931"],
    default: "retryNextDay"
  }),
  option({
    id: "sheriff.allowTear",
    name: "\u8B66\u957F\u53EF\u4EE5\u6495\u8B66\u5FBD",
    type: "boolean",
    group: "advanced",
    description: "\u8B66\u957F\u6B7B\u4EA1\u65F6\u53EF\u4EE5\u4E0D\u79FB\u4EA4\u8B66\u5FBD\uFF08\u6495\u6389\uFF09\u3002\u5173\u95ED\u65F6\u5FC5\u987B\u79FB\u4EA4\u7ED9\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\u3002",
    default: false
  }),
  option({
    id: "vote.tie",
    name: "\u653E\u9010\u5E73\u7968",
    type: "enum",
    group: "common",
    description: "\u653E\u9010\u6295\u7968\u51FA\u73B0\u5E73\u7968\u65F6\uFF1A\u65E0\u4EBA\u51FA\u5C40\uFF1B\u5E73\u7968\u8005\u518D\u53D1\u8A00\u3001\u5176\u4ED6\u73A9\u5BB6\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u6295\u4E00\u6B21\uFF08\u5E73\u7968\u8005\u4E0D\u6295\u7968\uFF09\uFF1B\u6216\u4E00\u76F4\u91CD\u6295\u76F4\u5230\u6709\u4EBA\u51FA\u5C40\u3002",
    values: ["none", "pkOnce", "pkUntilResolved"],
    valueNames: ["\u65E0\u4EBA\u51FA\u5C40", "PK \u4E00\u6B21", "PK \u5230\u6709\u4EBA\u51FA\u5C40"],
    default: "none"
  }),
  option({
    id: "reveal.onDeath",
    name: "\u6B7B\u4EA1\u4EAE\u8EAB\u4EFD",
    type: "boolean",
    group: "common",
    description: "\u73A9\u5BB6\u6B7B\u4EA1\u6216\u51FA\u5C40\u65F6\uFF0C\u6CD5\u5B98\u516C\u5E03\u4ED6\u7684\u8EAB\u4EFD\u3002",
    default: true
  }),
  option({
    id: "lastWords",
    name: "\u9057\u8A00",
    type: "enum",
    group: "common",
    description: "\u8C01\u6709\u9057\u8A00\uFF1A\u6CA1\u6709\u9057\u8A00\uFF1B\u6B63\u89C4\u5C40\uFF08\u9996\u591C\u88AB\u6BD2\u6B7B\u7684\u4EBA\u3001\u88AB\u730E\u4EBA\u5E26\u8D70\u7684\u4EBA\u53CA\u4ED6\u4EEC\u7684\u60C5\u4FA3\u6CA1\u6709\u9057\u8A00\uFF09\uFF1B\u65B0\u7248\uFF08\u53EA\u6709\u9996\u591C\u6B7B\u8005\u548C\u88AB\u653E\u9010\u7684\u4EBA\u6709\u9057\u8A00\uFF09\u3002",
    values: ["none", "s1b", "modern"],
    valueNames: ["\u6CA1\u6709\u9057\u8A00", "\u6B63\u89C4\u5C40", "\u4EC5\u9996\u591C\u548C\u653E\u9010"],
    default: "s1b"
  }),
  option({
    id: "speech.order",
    name: "\u53D1\u8A00\u987A\u5E8F",
    type: "enum",
    group: "common",
    description: "\u767D\u5929\u653E\u9010\u53D1\u8A00\u4ECE\u8C01\u5F00\u59CB\uFF1A\u4ECE\u6628\u665A\u7B2C\u4E00\u4F4D\u6B7B\u8005\u7684\u5DE6\u8FB9\u8D77\uFF08\u5E73\u5B89\u591C\u4ECE\u8B66\u957F\u5DE6\u8FB9\u8D77\uFF0C\u6CA1\u6709\u8B66\u957F\u4ECE 1 \u53F7\u8D77\uFF09\uFF0C\u4E0A\u8B66\u53D1\u8A00\u4ECE\u5EA7\u4F4D\u53F7\u6700\u5C0F\u7684\u5019\u9009\u4EBA\u8D77\uFF1B\u6216\u7531\u8B66\u957F\u9009\u62E9\u8B66\u5DE6\uFF08\u4ECE\u4ED6\u5DE6\u8FB9\u987A\u65F6\u9488\uFF09\u6216\u8B66\u53F3\uFF08\u4ECE\u4ED6\u53F3\u8FB9\u9006\u65F6\u9488\uFF09\uFF0C\u8B66\u957F\u6700\u540E\u53D1\u8A00\u5F52\u7968\uFF0C\u6CA1\u6709\u8B66\u957F\u65F6\u4ECE\u6628\u665A\u5EA7\u4F4D\u53F7\u6700\u5C0F\u7684\u6B7B\u8005\u5DE6\u8FB9\u8D77\u3001\u5E73\u5B89\u591C\u4ECE\u968F\u673A\u4E00\u540D\u73A9\u5BB6\u8D77\uFF0C\u4E0A\u8B66\u53D1\u8A00\u4ECE\u968F\u673A\u4E00\u540D\u5019\u9009\u4EBA\u8D77\u3002",
    values: ["victimLeft", "sheriffChooses"],
    valueNames: ["\u6B7B\u8005\u5DE6\u8FB9\u8D77", "\u8B66\u957F\u5B9A\u8B66\u5DE6/\u8B66\u53F3"],
    default: "victimLeft"
  }),
  option({
    id: "win.wolves",
    name: "\u72FC\u4EBA\u80DC\u5229\u6761\u4EF6",
    type: "enum",
    group: "common",
    description: "\u5C60\u8FB9\uFF1A\u6240\u6709\u6751\u6C11\u6216\u6240\u6709\u795E\u804C\u6B7B\u4EA1\uFF0C\u72FC\u4EBA\u83B7\u80DC\uFF1B\u5C60\u57CE\uFF1A\u6240\u6709\u975E\u72FC\u4EBA\u73A9\u5BB6\u6B7B\u4EA1\uFF0C\u72FC\u4EBA\u83B7\u80DC\u3002",
    values: ["side", "city"],
    valueNames: ["\u5C60\u8FB9", "\u5C60\u57CE"],
    default: "side"
  }),
  option({
    id: "night.seerStep",
    name: "\u9884\u8A00\u5BB6\u67E5\u9A8C\u65F6\u673A",
    type: "enum",
    group: "advanced",
    description: "\u9884\u8A00\u5BB6\uFF08\u53CA\u901A\u7075\u5E08\u7B49\u67E5\u9A8C\u8EAB\u4EFD\u7684\u89D2\u8272\uFF09\u5728\u591C\u91CC\u4F55\u65F6\u7741\u773C\uFF1A\u72FC\u4EBA\u4E4B\u524D\u3001\u72FC\u4EBA\u4E4B\u540E\u5973\u5DEB\u4E4B\u524D\uFF0C\u6216\u5973\u5DEB\u4E4B\u540E\u3002\u4E0D\u6539\u53D8\u4EFB\u4F55\u7ED3\u679C\u3002",
    values: ["beforeWolves", "afterWolves", "afterWitch"],
    valueNames: ["\u72FC\u4EBA\u4E4B\u524D", "\u72FC\u4EBA\u4E4B\u540E", "\u5973\u5DEB\u4E4B\u540E"],
    default: "beforeWolves"
  }),
  option({
    id: "night.shotStatus",
    name: "\u591C\u91CC\u544A\u77E5\u5F00\u67AA\u72B6\u6001",
    type: "boolean",
    group: "advanced",
    description: "\u6BCF\u665A\u5973\u5DEB\u4E4B\u540E\u53EB\u730E\u4EBA\uFF08\u548C\u72FC\u738B\uFF09\u7741\u773C\uFF0C\u7528\u624B\u52BF\u544A\u8BC9\u4ED6\u4ECA\u665A\u80FD\u4E0D\u80FD\u5F00\u67AA\uFF1A\u4ED6\u4ECA\u665A\u6B7B\u4EA1\u4E14\u6B7B\u56E0\u4E0D\u5141\u8BB8\u5F00\u67AA\u65F6\u4E3A\u4E0D\u80FD\u3002",
    default: false
  }),
  option({
    id: "sheriff.lostAfterSelfDestructs",
    name: "\u81EA\u7206\u541E\u8B66\u5FBD",
    type: "enum",
    group: "advanced",
    description: "\u8B66\u957F\u7ADE\u9009\u5B8C\u6210\u4E4B\u524D\u6709\u4EBA\u81EA\u7206\u65F6\uFF0C\u7ADE\u9009\u63A8\u8FDF\u5230\u4E0B\u4E00\u4E2A\u767D\u5929\uFF1B\u5230\u7B2C\u51E0\u6B21\u81EA\u7206\u8B66\u5FBD\u6D41\u5931\u3001\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F\uFF1A\u4ECE\u4E0D\u3001\u7B2C 1 \u6B21\u3001\u7B2C 2 \u6B21\uFF08\u53CC\u7206\u541E\u8B66\u5FBD\uFF09\u3002",
    values: ["never", "1", "2"],
    valueNames: ["\u4ECE\u4E0D", "\u7B2C 1 \u6B21\u81EA\u7206", "\u7B2C 2 \u6B21\u81EA\u7206"],
    default: "never"
  }),
  option({
    id: "night.callAbsent",
    name: "\u65E0\u6B64\u724C\u4E5F\u53EB\u76D7\u8D3C\u548C\u4E18\u6BD4\u7279",
    type: "boolean",
    group: "advanced",
    description: "\u7B2C\u4E00\u665A\u5373\u4F7F\u672C\u5C40\u6CA1\u6709\u76D7\u8D3C\u724C\u6216\u4E18\u6BD4\u7279\u724C\uFF0C\u4E5F\u7167\u5E38\u547C\u53EB\u76D7\u8D3C\u3001\u4E18\u6BD4\u7279\u548C\u60C5\u4FA3\uFF08\u4E0D\u8BA9\u4EBA\u542C\u51FA\u6709\u6CA1\u6709\u8FD9\u5F20\u724C\uFF09\u3002\u5176\u4ED6\u4E0D\u5728\u672C\u5C40\u7684\u89D2\u8272\u4ECE\u4E0D\u547C\u53EB\u3002",
    default: false
  })
];
var TABLES = /* @__PURE__ */ new WeakMap();
function tableOf(roles) {
  let found = TABLES.get(roles);
  if (!found) {
    const table = [...roles.roles.flatMap((r) => r.options ?? []), ...GAME_OPTIONS];
    found = { table, read: /* @__PURE__ */ new WeakMap() };
    TABLES.set(roles, found);
  }
  return found;
}
function optionsTable() {
  return tableOf(book()).table;
}
function werewolfOptions() {
  return catalogOptions(optionsTable());
}
function readRules(rules) {
  const { table, read } = tableOf(book());
  let found = read.get(rules);
  if (!found) {
    found = Object.freeze(readOptions(table, rules));
    read.set(rules, found);
  }
  return found;
}
function ruleName(id) {
  return `\u300C${optionsTable().find((o) => o.id === id)?.name ?? id}\u300D`;
}

// cloudfunctions/game/src/engine/werewolf/table.ts
function rulesOf(state) {
  return readRules(state.config.rules);
}
function roleName2(id) {
  return book().role(id).name;
}
function deckHas(state, role) {
  return (state.config.roles[role] ?? 0) > 0;
}
function holder(state, role) {
  return state.seats.find((s) => s.role === role)?.seat ?? null;
}
function actor(state, role) {
  return state.seats.find((s) => s.role === role && s.alive)?.seat ?? null;
}
function isAlive(state, seat) {
  return state.seats[seat - 1].alive;
}
function hasTag(state, seat, tag2) {
  return state.seats[seat - 1].tags.includes(tag2);
}
function absence(state, role) {
  const name = roleName2(role);
  if (holder(state, role) !== null) return `${name}\u5DF2\u51FA\u5C40`;
  if (state.x.center.includes(role)) return `${name}\u724C\u5728\u5E95\u724C\u4E2D\uFF0C\u672C\u5C40\u6CA1\u6709${name}`;
  return `\u672C\u5C40\u6CA1\u6709${name}`;
}
function livingWolves(state) {
  return state.seats.filter((s) => s.alive && wolfAt(state, s.seat) && !book().role(s.role).lone).map((s) => s.seat);
}
function isWolf(role) {
  return book().role(role).camp === "wolf";
}
function seerSeesWolf(state, seat) {
  return wolfAt(state, seat) && !book().role(state.seats[seat - 1].role).seerSeesGood;
}
function holdsKnife(state, role) {
  const seat = actor(state, role);
  return seat !== null && state.seats.every((s) => s.seat === seat || !s.alive || !wolfAt(state, s.seat));
}
function wolfTargets(state) {
  return livingSeats(state).filter((s) => !book().role(state.seats[s - 1].role).notWolfTarget);
}
function wolfAt(state, seat) {
  const role = state.seats[seat - 1].role;
  return isWolf(role) || (book().role(role).wolfNow?.(state, seat) ?? false);
}
function classAt(state, seat) {
  return wolfAt(state, seat) ? "wolf" : book().role(state.seats[seat - 1].role).class;
}
function explodesAt(state, seat) {
  const role = book().role(state.seats[seat - 1].role);
  const own = typeof role.explodes === "function" ? role.explodes(state) : role.explodes === true;
  return own || (role.wolfNow?.(state, seat) ?? false);
}
function partnerOf(state, seat) {
  const lovers = state.x.lovers;
  if (!lovers || !lovers.includes(seat)) return null;
  return lovers[0] === seat ? lovers[1] : lovers[0];
}
function isMixedCouple(state) {
  const lovers = state.x.lovers;
  if (!lovers) return false;
  const wolves = lovers.filter((s) => wolfAt(state, s)).length;
  return wolves === 1;
}
function sheriffOf(state) {
  return state.seats.find((s) => s.tags.includes("sheriff"))?.seat ?? null;
}
function voters(state) {
  return livingSeats(state).filter((s) => !hasTag(state, s, "revealed"));
}
function sheriffWeight(state) {
  const rule = rulesOf(state)["sheriff.voteWeight"];
  if (rule === "2") return 2;
  if (rule === "1.5") return 1.5;
  return livingSeats(state).length > 6 ? 2 : 1.5;
}
function deathOf(state, seat) {
  for (let i = state.x.deaths.length - 1; i >= 0; i--) {
    if (state.x.deaths[i].seat === seat) return state.x.deaths[i];
  }
  return void 0;
}
function tag(state, seat, mark) {
  addTag(state, seat, mark);
}
function untag(state, seat, mark) {
  removeTag(state, seat, mark);
}

// cloudfunctions/game/src/engine/werewolf/deaths.ts
var HOW = DEATH_WORDS;
function killSeat(draft, seat, cause, night = false) {
  return killSeats(draft, [{ seat, cause }], night);
}
function killSeats(draft, dying, night = false) {
  const causes = /* @__PURE__ */ new Map();
  const shooters = new Map(dying.flatMap(({ seat, shooter }) => shooter === void 0 ? [] : [[seat, shooter]]));
  const add = (seat, cause) => {
    const list = causes.get(seat) ?? [];
    if (!list.includes(cause)) list.push(cause);
    causes.set(seat, list);
  };
  for (const { seat, cause } of dying) {
    if (!isAlive(draft, seat)) continue;
    add(seat, cause);
    const partner = partnerOf(draft, seat);
    if (partner === null || !isAlive(draft, partner)) continue;
    const role = book().role(draft.seats[partner - 1].role);
    if (night && role.nightImmune) addLog(draft, `${partner} \u53F7${role.name}\u591C\u95F4\u4E0D\u4F1A\u6B7B\u4EA1\uFF0C\u6CA1\u6709\u968F\u60C5\u4FA3 ${seat} \u53F7\u6B89\u60C5`);
    else add(partner, "lover");
  }
  const deaths = [...causes].map(([seat, list]) => {
    const shooter = list.includes("shot") ? shooters.get(seat) : void 0;
    return { seat, cause: list[0], causes: list, ...shooter !== void 0 && { shooter }, round: draft.round, night, lastWords: false };
  });
  for (const death of deaths) {
    draft.seats[death.seat - 1].alive = false;
    draft.x.deaths.push(death);
  }
  for (const death of deaths) {
    death.lastWords = hasLastWords(draft, death);
    log(draft, death);
  }
  return deaths.map((d) => d.seat);
}
function log(draft, death) {
  const { seat } = death;
  const counted = death.causes;
  const partner = counted.includes("lover") ? `\uFF08${partnerOf(draft, seat)} \u53F7\u7684\u60C5\u4FA3\uFF09` : "";
  const role = draft.seats[seat - 1].role;
  const shooter = death.shooter;
  const text = counted.includes("left") ? leftLogLine(seat, roleName2(role)) : `${seat} \u53F7\uFF08${roleName2(role)}\uFF09${partner}${deathWords(counted, shooter === void 0 ? void 0 : roleName2(draft.seats[shooter - 1].role))}`;
  addLog(draft, text);
  recordDeath(draft, seat, death.causes, text, shooter);
  const note = book().role(role).deathLog?.(draft, death);
  if (note) addLog(draft, note);
}
function loverOrigins(state, death) {
  if (!death.causes.includes("lover")) return [];
  const partner = partnerOf(state, death.seat);
  const other = partner === null ? void 0 : deathOf(state, partner);
  if (!other || other.round !== death.round || other.night !== death.night) return [];
  return other.causes.filter((c) => c !== "lover");
}
function hasLastWords(state, death) {
  const rule = rulesOf(state)["lastWords"];
  const own = death.causes;
  const causes = [...own, ...loverOrigins(state, death)];
  if (rule === "none" || causes.includes("explode") || own.includes("left")) return false;
  if (own.some((c) => c === "duel" || c === "charm")) return false;
  const taker = takerOf(own);
  if (taker) return taker.lastWords(state);
  if (rule === "modern") return death.night && death.round === 1 || own.includes("exile");
  if (causes.includes("shot")) return false;
  return !(causes.includes("poison") && death.night && death.round === 1);
}
function takerOf(causes) {
  return book().roles.find((r) => r.victims && causes.includes(r.victims.cause))?.victims;
}
function chainOrder(state) {
  return rulesOf(state)["lastWords"] === "modern";
}
function stepsAfterDeaths(draft, dead4, takenBy) {
  const steps = [];
  for (const seat of dead4) {
    const death = deathOf(draft, seat);
    if (death) steps.push(...book().role(draft.seats[seat - 1].role).onDeath?.(draft, death) ?? []);
  }
  if (chainOrder(draft)) {
    const queue = draft.x.epilogue ?? [];
    const shooter = takenBy === void 0 ? -1 : queue.indexOf(takenBy);
    queue.splice(shooter === -1 ? queue.length : shooter + 1, 0, ...dead4);
    draft.x.epilogue = queue;
    return steps;
  }
  const sheriff = dead4.find((seat) => hasTag(draft, seat, "sheriff"));
  const badge2 = sheriff === void 0 ? [] : [{ key: "day.badge", seat: sheriff }];
  const words = draft.x.dayOver ? [] : dead4.filter((seat) => deathOf(draft, seat)?.lastWords).map((seat) => ({ key: "day.lastWords", seat }));
  return [...steps, ...badge2, ...words];
}
function epilogueSteps(draft) {
  const queue = draft.x.epilogue ?? [];
  draft.x.epilogue = [];
  return queue.flatMap((seat) => {
    const death = deathOf(draft, seat);
    const speaks = death?.lastWords === true && (!draft.x.dayOver || takerOf(death.causes) !== void 0);
    return [
      ...speaks ? [{ key: "day.lastWords", seat }] : [],
      ...hasTag(draft, seat, "sheriff") ? [{ key: "day.badge", seat }] : []
    ];
  });
}

// cloudfunctions/game/src/engine/werewolf/blocks.ts
function blockOf(state, seat) {
  for (const role of book().inPlay(state)) {
    const block = role.blocks?.(state, seat);
    if (block) return block;
  }
  return void 0;
}
function idleWhy(state, role) {
  const seat = actor(state, role);
  const block = seat === null ? void 0 : blockOf(state, seat);
  return block ? block.why.replace(/：$/, "") : absence(state, role);
}
function wolfKillStopped(state) {
  for (const role of book().inPlay(state)) {
    const why = role.stopsWolfKill?.(state);
    if (why) return why;
  }
  return void 0;
}
function stepBlock(state, step, actors) {
  if (step.legal(state).input.type === "none") return void 0;
  if (actors.actors.kind === "wolves") return wolfKillStopped(state);
  const seats = actors.actors.seats;
  if (actors.actors.kind !== "seats" || seats.length === 0) return void 0;
  const blocks = seats.map((s) => blockOf(state, s));
  return blocks.every((b) => b !== void 0) ? blocks[0]?.why : void 0;
}

// cloudfunctions/game/src/engine/werewolf/announce.ts
var MORNING2 = "\u5929\u4EAE\u4E86\uFF0C\u8BF7\u5927\u5BB6\u7741\u773C\u3002";
var NEUTRAL_SKILL_LINE = "\u8BF7\u6B7B\u4EA1\u7684\u73A9\u5BB6\u51B3\u5B9A\u662F\u5426\u53D1\u52A8\u6280\u80FD\u3002";
function announceSeat2(state, seat) {
  const death = deathOf(state, seat);
  const hidden = death !== void 0 && book().inPlay(state).some((r) => r.hidesCard?.(state, death));
  return rulesOf(state)["reveal.onDeath"] && !hidden ? `${seat} \u53F7\u73A9\u5BB6\uFF08${roleName2(state.seats[seat - 1].role)}\uFF09` : `${seat} \u53F7\u73A9\u5BB6`;
}
function loverLines(state, dead4, seat) {
  const followed = rulesOf(state)["reveal.onDeath"] ? "\u662F\u4ED6\u7684\u60C5\u4FA3\uFF0C\u4E00\u540C\u6B89\u60C5" : "\u51FA\u5C40";
  return dead4.filter((s) => s !== seat).map((s) => `${announceSeat2(state, s)}${followed}\u3002`);
}
function nightDeathsLine(state, deaths) {
  return deaths.length === 0 ? "\u6628\u665A\u662F\u5E73\u5B89\u591C\u3002" : `\u6628\u665A\u6B7B\u4EA1\u7684\u662F\uFF1A${deaths.map((s) => announceSeat2(state, s)).join("\u3001")}\u3002`;
}
function exileLines(state, seat, dead4) {
  return [`${announceSeat2(state, seat)}\u88AB\u6295\u7968\u51FA\u5C40\u3002`, ...loverLines(state, dead4, seat)];
}

// cloudfunctions/game/src/engine/werewolf/win.ts
function findWinner(state) {
  const rules = rulesOf(state);
  const living = state.seats.filter((s) => s.alive);
  const lovers = state.x.lovers;
  if (lovers && isMixedCouple(state) && lovers.every((s) => state.seats[s - 1].alive)) {
    const others = living.length - 2;
    if (others <= (rules["lovers.win"] === "lastTwo" ? 0 : 1)) {
      return { camp: "lovers", text: `\u4EBA\u72FC\u604B\u60C5\u4FA3\uFF08${lovers.join("\u3001")} \u53F7\uFF09\u83B7\u80DC\uFF01` };
    }
    return null;
  }
  const villager2 = (seat) => classAt(state, seat) === "villager";
  const isGod = (seat) => classAt(state, seat) === "god";
  const allDead = (pred) => {
    const group = state.seats.filter((s) => pred(s.seat));
    return group.length > 0 && group.every((s) => !s.alive);
  };
  if (rules["win.wolves"] === "side") {
    if (allDead(villager2)) return { camp: "wolf", text: "\u6751\u6C11\u5168\u90E8\u51FA\u5C40\uFF0C\u72FC\u4EBA\u83B7\u80DC\uFF08\u5C60\u8FB9\uFF09\uFF01" };
    if (allDead(isGod)) return { camp: "wolf", text: "\u795E\u804C\u5168\u90E8\u51FA\u5C40\uFF0C\u72FC\u4EBA\u83B7\u80DC\uFF08\u5C60\u8FB9\uFF09\uFF01" };
  } else if (allDead((seat) => !wolfAt(state, seat))) {
    return { camp: "wolf", text: "\u597D\u4EBA\u5168\u90E8\u51FA\u5C40\uFF0C\u72FC\u4EBA\u83B7\u80DC\uFF08\u5C60\u57CE\uFF09\uFF01" };
  }
  if (living.every((s) => !wolfAt(state, s.seat))) return { camp: "good", text: "\u72FC\u4EBA\u5168\u90E8\u51FA\u5C40\uFF0C\u597D\u4EBA\u83B7\u80DC\uFF01" };
  return null;
}
var WEREWOLF_CAMPS = { good: "\u597D\u4EBA\u9635\u8425", wolf: "\u72FC\u4EBA\u9635\u8425", lovers: "\u60C5\u4FA3\u9635\u8425", third: "\u7B2C\u4E09\u65B9\u9635\u8425" };
function campOf2(state, seat) {
  if (isMixedCouple(state) && state.x.lovers?.includes(seat)) return "lovers";
  const role = book().role(state.seats[seat - 1].role);
  const follows = role.playsFor?.(state, seat, (other) => campOf2(state, other));
  if (follows !== void 0) return follows;
  return wolfAt(state, seat) ? "wolf" : role.camp;
}
function checkWin2(draft, announced) {
  if (draft.winner) return true;
  const winner2 = findWinner(draft);
  if (!winner2) return false;
  draft.winner = { ...winner2, say: [...announced, winner2.text] };
  addLog(draft, winner2.text);
  return true;
}

// cloudfunctions/game/src/engine/werewolf/dawn.ts
function resolveNight(draft) {
  const x = draft.x;
  const dying = [];
  x.lastGuarded = x.guarded;
  runDawnHooks(draft, dying);
  const dead4 = killSeats(draft, dying, true);
  x.nightDeaths = [...dead4].sort((a, b) => a - b);
  if (dead4.length === 0) recordNote(draft, "\u5E73\u5B89\u591C\uFF1A\u6628\u665A\u6CA1\u6709\u4EBA\u6B7B\u4EA1");
  draft.phase = "day";
  addLog(draft, x.nightDeaths.length === 0 ? "\u5929\u4EAE\uFF1A\u5E73\u5B89\u591C" : `\u5929\u4EAE\uFF1A\u6628\u665A\u6B7B\u4EA1 ${x.nightDeaths.join("\u3001")} \u53F7`);
  if (checkWin2(draft, [MORNING2, nightDeathsLine(draft, x.nightDeaths)])) return;
  x.agenda = dayAgenda(draft);
  proceed(draft);
}
function runDawnHooks(draft, dying) {
  for (const hook of book().dawnHooks) if (book().onBoard(draft, hook.role)) hook.resolve(draft, dying);
}
function dayAgenda(draft) {
  const rules = rulesOf(draft);
  const election = rules["sheriff.enabled"] && draft.x.sheriffPending;
  const early = election && rules["sheriff.electionTiming"] === "beforeDeaths";
  const opening = (first2) => resumedElection(draft, first2) ?? { key: "day.sheriffCandidates", first: first2 };
  const agenda = roleSteps(draft, "opening");
  const morning = agenda.length === 0;
  if (early) agenda.push(opening(morning));
  agenda.push({ key: "day.dawn", deaths: draft.x.nightDeaths, first: morning && !early });
  agenda.push({ key: "day.speech" });
  if (election && !early) agenda.push(opening(false));
  agenda.push({ key: "day.vote", candidates: null, pk: 0 });
  return agenda;
}
function roleSteps(draft, stage) {
  return book().daySteps.flatMap((s) => {
    const seat = s.stage === stage ? holder(draft, s.role) : null;
    return seat === null ? [] : [{ key: s.key, seat }];
  });
}

// cloudfunctions/game/src/engine/werewolf/night.ts
function nightOrder(state) {
  return [...book().nightSteps].sort((a, b) => a.rank(state) - b.rank(state));
}
function nightStep(key) {
  const step = book().nightSteps.find((s) => s.key === key);
  if (!step) throw new Error(`${key} is not a night step`);
  return step;
}
function happens(state, step) {
  if (step.nights === "first" && state.round !== 1) return false;
  if (step.nights === "later" && state.round < 2) return false;
  if (step.enabled && !step.enabled(state)) return false;
  const onBoard = book().onBoard(state, step.role);
  if (step.decoyWhenAbsent) return onBoard || rulesOf(state)["night.callAbsent"] === true;
  return onBoard;
}
function nextNightStep(draft) {
  const key = draft.step?.key;
  const order = nightOrder(draft);
  const from = key === void 0 || key === "night.close" ? -1 : order.findIndex((s) => s.key === key);
  const next = order.slice(from + 1).find((s) => happens(draft, s));
  if (next) draft.step = { key: next.key };
  else resolveNight(draft);
}
function advanceNight(draft, key, input) {
  const step = nightStep(key);
  if (stepBlock(draft, step, step.actors(draft)) === void 0) step.apply?.(draft, input);
  nextNightStep(draft);
}

// cloudfunctions/game/src/engine/werewolf/night-words.ts
var STILL = "\u7167\u5E38\u5FF5\u5B8C\u53F0\u8BCD\uFF0C\u7A0D\u7B49\u7247\u523B\u518D\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\uFF0C\u4E0D\u8981\u8BA9\u5927\u5BB6\u542C\u51FA\u5F02\u6837\u3002";
var NO_INPUT = { input: { type: "none" } };
function dead(seat) {
  return `${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40`;
}
function seatsOf3(input) {
  return input.kind === "seats" && input.seats ? input.seats : [];
}

// cloudfunctions/game/src/engine/werewolf/role-steps.ts
function dayStep(key) {
  const step = book().daySteps.find((s) => s.key === key);
  if (!step) throw new Error(`${key} is not a role's day step`);
  return step;
}
function isRoleDayStep(step) {
  return book().daySteps.some((s) => s.key === step.key);
}
function publicStepKey(state, key) {
  const hidden = book().daySteps.some((s) => s.key === key && s.hiddenAs === "skill");
  return hidden && !rulesOf(state)["reveal.onDeath"] ? "day.skill" : key;
}
function hidesDeathSkills(state) {
  if (rulesOf(state)["reveal.onDeath"]) return false;
  const board = /* @__PURE__ */ new Set([...state.seats.map((s) => s.role), ...state.x.center]);
  return book().roles.some((r) => board.has(r.id) && r.day?.some((s) => s.hiddenAs === "skill"));
}
function isDeathTriggered(key) {
  return book().daySteps.some((s) => s.key === key && s.stage === void 0);
}
function describeNightStep(state, key) {
  const def = nightStep(key);
  const actors = def.actors(state);
  const { title, say } = def.words(state);
  const blocked = stepBlock(state, def, actors);
  if (blocked !== void 0) {
    const seats = actors.actors.seats;
    const shown = seats.length > 0 ? { actors: { kind: "seats", seats }, close: "time" } : NOBODY;
    return {
      key,
      title,
      say,
      input: { type: "none" },
      noInput: blocked,
      ...shown,
      hint: `${blocked}${FEAR_GESTURE}${STILL}`,
      info: { blocked: seats }
    };
  }
  return { key, ...def.words(state), ...def.legal(state), ...actors };
}
var FEAR_GESTURE = "\u505A\u6050\u60E7\u624B\u52BF\uFF08\u53CC\u81C2\u4EA4\u53C9\uFF09\u793A\u610F\u4ECA\u665A\u6280\u80FD\u65E0\u6548\u3002";
function describeRoleDayStep(state, step) {
  const def = dayStep(step.key);
  return { key: step.key, ...def.words(state, step), ...def.legal(state, step), ...def.actors(state, step) };
}
function rolePromptInfo(state, seat) {
  const step = state.step;
  if (!step) return void 0;
  const night = book().nightSteps.find((s) => s.key === step.key);
  if (!night) return isRoleDayStep(step) ? dayStep(step.key).prompt?.(state, step, seat) : void 0;
  const blocked = stepBlock(state, night, night.actors(state));
  if (blocked !== void 0) return { blocked: true, facts: [blocked.replace(/：$/, ""), "\u4F60\u4ECA\u665A\u4E0D\u80FD\u4F7F\u7528\u6280\u80FD"] };
  return night.prompt?.(state, seat);
}

// cloudfunctions/game/src/engine/werewolf/speech-order.ts
var SIDES = { left: 1, right: -1 };
function sheriffChooses(state) {
  return rulesOf(state)["speech.order"] === "sheriffChooses";
}
function livingSheriff(state) {
  const sheriff = sheriffOf(state);
  return sheriff !== null && isAlive(state, sheriff) ? sheriff : null;
}
function sideOrder(state, sheriff, side) {
  return roundFrom(state, sheriff + SIDES[side], SIDES[side]);
}
function drawToday(state, n, purpose) {
  const seed = (state.x.seed ?? 0) + state.round * 7919 + purpose * 104729;
  return seededRng(seed).int(n);
}
function speakingOrder2(state) {
  const [victim] = state.x.nightDeaths;
  const sheriff = livingSheriff(state);
  if (!sheriffChooses(state)) {
    if (victim !== void 0) return roundFrom(state, victim + 1, 1);
    if (sheriff !== null) return roundFrom(state, sheriff + 1, 1);
    return roundFrom(state, 1, 1);
  }
  const side = state.x.speechSide;
  if (sheriff !== null && side !== void 0) return sideOrder(state, sheriff, side);
  if (victim !== void 0) return roundFrom(state, victim + 1, 1);
  const living = roundFrom(state, 1, 1);
  return roundFrom(state, living[drawToday(state, living.length, 1)], 1);
}
function opened(state, next) {
  if (next.key !== "day.speech" || !sheriffChooses(state) || state.x.speechSide !== void 0) return next;
  const sheriff = livingSheriff(state);
  return sheriff === null ? next : { key: "day.speechDirection", seat: sheriff };
}
var SIDE_NAMES = { left: "\u8B66\u5DE6", right: "\u8B66\u53F3" };
function chooseSide(draft, seat, input) {
  if (input.kind !== "choice") return;
  const side = input.choice;
  draft.x.speechSide = side;
  addLog(draft, `\u8B66\u957F ${seat} \u53F7\u9009\u62E9${SIDE_NAMES[side]}\u53D1\u8A00`);
  draft.step = { key: "day.speech" };
}

// cloudfunctions/game/src/engine/werewolf/flow.ts
function nightfall2(draft) {
  if (draft.step?.key !== "checkin") draft.round += 1;
  draft.phase = "night";
  Object.assign(draft.x, {
    guarded: null,
    checked: null,
    target: null,
    saved: false,
    poisoned: null,
    agenda: [],
    dayOver: false,
    announced: false
  });
  delete draft.x.rescued;
  delete draft.x.speechSide;
  for (const role of book().inPlay(draft)) role.nightfall?.(draft);
  draft.step = { key: "night.close" };
}
function proceed(draft) {
  if (draft.x.epilogue?.length && !draft.x.agenda.some((step) => isDeathTriggered(step.key))) draft.x.agenda.unshift(...epilogueSteps(draft));
  const next = draft.x.agenda.shift();
  if (next) draft.step = opened(draft, next);
  else nightfall2(draft);
}

// cloudfunctions/game/src/engine/werewolf/election.ts
function electorate(state) {
  return state.x.announced ? livingSeats(state) : [...livingSeats(state), ...state.x.nightDeaths].sort((a, b) => a - b);
}
function electors(state, stood) {
  return electorate(state).filter((s) => !stood.includes(s) && !hasTag(state, s, "revealed"));
}
function openElection(draft, stood, withdrawn) {
  const text = stood.length === 0 ? "\u7ADE\u9009\u8B66\u957F\uFF1A\u65E0\u4EBA\u4E0A\u8B66" : `\u7ADE\u9009\u8B66\u957F\uFF1A${seatList(stood)}\u4E0A\u8B66${withdrawn.length > 0 ? `\uFF0C${seatList(withdrawn)}\u9000\u6C34` : ""}`;
  const events = draft.events ?? [];
  const today = events.findIndex((e) => e.kind === "election" && e.round === draft.round && e.phase === "day");
  const event = { kind: "election", candidates: stood, withdrawn, elected: null, text };
  if (today >= 0) events[today] = { ...event, round: draft.round, phase: "day" };
  else record(draft, event);
}
function closeElection(draft, elected, outcome) {
  const events = draft.events ?? [];
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event.kind !== "election" || event.round !== draft.round || event.phase !== "day") continue;
    events[i] = { ...event, elected, text: `${event.text}\uFF1B${outcome}` };
    return;
  }
  recordNote(draft, outcome);
}
function elect(draft, seat, how) {
  tag(draft, seat, "sheriff");
  draft.x.sheriffPending = false;
  delete draft.x.election;
  addLog(draft, `${how}${seat} \u53F7\u5F53\u9009\u8B66\u957F`);
  closeElection(draft, seat, `${seat} \u53F7\u5F53\u9009\u8B66\u957F`);
  draft.x.news = [...draft.x.news ?? [], `${seat} \u53F7\u5F53\u9009\u8B66\u957F\u3002`];
  proceed(draft);
}
function noSheriff(draft, why) {
  draft.x.sheriffPending = false;
  delete draft.x.election;
  addLog(draft, `${why}\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F`);
  closeElection(draft, null, `${why}\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F`);
  draft.x.news = [...draft.x.news ?? [], `${why}\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F\u3002`];
  proceed(draft);
}
function standing(draft, stood, remaining, none2, next) {
  if (remaining.length === 0) return noSheriff(draft, none2);
  if (remaining.length === 1) return elect(draft, remaining[0], stood.length === 1 ? "\u53EA\u6709\u4E00\u4EBA\u4E0A\u8B66\uFF1A" : "\u53EA\u5269\u4E00\u4EBA\u5728\u8B66\u4E0A\uFF1A");
  draft.step = next;
}
function seatsOf4(input) {
  return input.kind === "seats" ? [...input.seats].sort((a, b) => a - b) : [];
}
function speechOrder(state, stood) {
  const first2 = sheriffChooses(state) ? drawToday(state, stood.length, 2) : 0;
  return [...stood.slice(first2), ...stood.slice(0, first2)];
}
function candidates(draft, input) {
  const stood = seatsOf4(input);
  addLog(draft, stood.length === 0 ? "\u7ADE\u9009\u8B66\u957F\uFF1A\u65E0\u4EBA\u4E0A\u8B66" : `\u7ADE\u9009\u8B66\u957F\uFF1A${stood.join("\u3001")} \u53F7\u4E0A\u8B66`);
  openElection(draft, stood, []);
  if (stood.length <= 1) return standing(draft, stood, stood, "\u65E0\u4EBA\u4E0A\u8B66", { key: "day.sheriffWithdraw", stood });
  draft.x.election = { stood, standing: stood };
  const order = speechOrder(draft, stood);
  draft.x.agenda.unshift(...order.slice(1).map((seat) => ({ key: "day.sheriffSpeech", seat, order })), { key: "day.sheriffWithdraw", stood });
  draft.step = { key: "day.sheriffSpeech", seat: order[0], order };
}
function withdraw(draft, step, input) {
  const { stood } = step;
  const out = seatsOf4(input);
  if (out.length > 0) addLog(draft, `${out.join("\u3001")} \u53F7\u9000\u6C34`);
  const remaining = stillStanding(draft, step).filter((s) => !out.includes(s));
  standAfterWithdrawal(draft, stood, remaining);
  standing(draft, stood, remaining, "\u4E0A\u8B66\u7684\u73A9\u5BB6\u5168\u90E8\u9000\u6C34", { key: "day.sheriffVote", stood, candidates: remaining, pk: false });
}
function standAfterWithdrawal(draft, stood, remaining) {
  openElection(draft, stood, stood.filter((s) => !remaining.includes(s) && deathOf(draft, s)?.cause !== "left"));
  if (draft.x.election) draft.x.election.standing = remaining;
}
function withdrawDuringSpeeches(draft, step, out, speechOver) {
  if (out.length === 0) return proceed(draft);
  addLog(draft, `${out.join("\u3001")} \u53F7\u9000\u6C34`);
  draft.x.news = [`${seatList(out)}\u9000\u6C34\u3002`];
  const stood = draft.x.election?.stood ?? step.order;
  const remaining = (draft.x.election?.standing ?? step.order).filter((s) => !out.includes(s));
  standAfterWithdrawal(draft, stood, remaining);
  dropSpeeches(draft, out);
  if (remaining.length <= 1) return closeRace(draft, stood, remaining, "\u4E0A\u8B66\u7684\u73A9\u5BB6\u5168\u90E8\u9000\u6C34", step);
  if (speechOver || out.includes(step.seat)) return proceed(draft);
  draft.step = { ...step, order: step.order.filter((s) => !out.includes(s)) };
}
function dropSpeeches(draft, out) {
  draft.x.agenda = draft.x.agenda.flatMap((next) => {
    if (next.key !== "day.sheriffSpeech") return [next];
    return out.includes(next.seat) ? [] : [{ ...next, order: next.order.filter((s) => !out.includes(s)) }];
  });
}
function closeRace(draft, stood, remaining, none2, step) {
  draft.x.agenda = draft.x.agenda.filter((next) => next.key !== "day.sheriffSpeech" && next.key !== "day.sheriffWithdraw");
  standing(draft, stood, remaining, none2, step);
}
function resumedElection(state, first2) {
  const election = state.x.election;
  return election ? { key: "day.sheriffWithdraw", stood: election.stood, standing: election.standing, first: first2 } : null;
}
function standingOf2(state, fromStep) {
  const taking = electorate(state);
  return (state.x.election?.standing ?? fromStep).filter((s) => taking.includes(s));
}
function stillStanding(state, step) {
  return standingOf2(state, step.standing ?? step.stood);
}
function standingAtSpeech(state, step) {
  return standingOf2(state, step.order);
}
function postpone(draft) {
  closeElection(draft, null, "\u8B66\u957F\u7ADE\u9009\u5EF6\u671F\u5230\u660E\u5929");
}
function vote(draft, step, input) {
  if (input.kind !== "ballots") return;
  const retry = rulesOf(draft)["sheriff.electionTie"] === "retryNextDay";
  const { tally: result, outcome, tied } = runVote(draft, "sheriff", {
    ballots: input.ballots,
    voters: electors(draft, step.stood),
    candidates: step.candidates,
    policy: retry ? "none" : "once",
    pk: step.pk ? 1 : 0,
    silenceTiesAll: true
  });
  addLog(draft, `${step.pk ? "\u8B66\u957F PK \u6295\u7968" : "\u8B66\u957F\u6295\u7968"}\uFF1A${describeTally(result)}`);
  if ("out" in outcome) return elect(draft, outcome.out, "");
  const level = result.top.length > 1 ? `${seatList(tied)}\u5E73\u7968` : "\u65E0\u4EBA\u6295\u7968";
  if (retry) {
    delete draft.x.election;
    addLog(draft, `${level}\uFF1A\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009`);
    closeElection(draft, null, `${level}\uFF0C\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009`);
    draft.x.news = [`${level}\uFF0C\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009\u3002`];
    return proceed(draft);
  }
  if ("nobody" in outcome) return noSheriff(draft, `\u8B66\u957F\u7ADE\u9009 PK ${result.top.length > 1 ? "\u4ECD\u7136\u5E73\u7968" : "\u65E0\u4EBA\u6295\u7968"}\uFF1A\u8B66\u5FBD\u6D41\u5931`);
  addLog(draft, `${level}\uFF1A\u518D\u53D1\u8A00\u4E00\u6B21\uFF0C\u7136\u540E PK \u6295\u7968`);
  draft.step = { key: "day.sheriffPk", stood: step.stood, tied };
}
function pk(draft, step) {
  draft.step = { key: "day.sheriffVote", stood: step.stood, candidates: step.tied, pk: true };
}
function legacyElection(draft, pkRound, input) {
  const [elected] = seatsOf4(input);
  if (elected !== void 0) return elect(draft, elected, "");
  if (rulesOf(draft)["sheriff.electionTie"] === "retryNextDay") {
    addLog(draft, "\u8B66\u957F\u7ADE\u9009\u5E73\u7968\uFF1A\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009");
    recordNote(draft, "\u8B66\u957F\u7ADE\u9009\u5E73\u7968\uFF0C\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009");
    return proceed(draft);
  }
  if (!pkRound) {
    addLog(draft, "\u8B66\u957F\u7ADE\u9009\u5E73\u7968\uFF1A\u5E73\u7968\u7684\u5019\u9009\u4EBA\u518D\u53D1\u8A00\u4E00\u6B21\uFF0C\u7136\u540E PK \u6295\u7968");
    draft.step = { key: "day.sheriffElection", pk: true, first: false };
    return;
  }
  noSheriff(draft, "\u8B66\u957F\u7ADE\u9009 PK \u4ECD\u7136\u5E73\u7968\uFF1A\u8B66\u5FBD\u6D41\u5931");
}
function raceWithout(draft, step, seat) {
  if (!racing(step).includes(seat)) return;
  dropSpeeches(draft, [seat]);
  const remaining = step.key === "day.sheriffWithdraw" ? stillStanding(draft, step) : racing(step).filter((s) => s !== seat);
  if (draft.x.election) draft.x.election.standing = draft.x.election.standing.filter((s) => s !== seat);
  if (remaining.length <= 1) {
    const stood = step.key === "day.sheriffSpeech" ? draft.x.election?.stood ?? step.order : step.stood;
    return closeRace(draft, stood, remaining, "\u8B66\u4E0A\u7684\u5019\u9009\u4EBA\u90FD\u5DF2\u79BB\u573A", step);
  }
  switch (step.key) {
    case "day.sheriffSpeech":
      if (step.seat === seat) return proceed(draft);
      draft.step = { ...step, order: step.order.filter((s) => s !== seat) };
      return;
    case "day.sheriffVote":
      draft.step = { ...step, candidates: remaining };
      return;
    case "day.sheriffPk":
      draft.step = { ...step, tied: remaining };
      return;
    default:
      return;
  }
}
function racing(step) {
  switch (step.key) {
    case "day.sheriffSpeech":
      return step.order;
    case "day.sheriffWithdraw":
      return step.standing ?? step.stood;
    case "day.sheriffVote":
      return step.candidates;
    case "day.sheriffPk":
      return step.tied;
  }
}

// cloudfunctions/game/src/engine/werewolf/day.ts
function seatsOf5(input) {
  return input.kind === "seats" ? input.seats : [];
}
function dueNow(draft, dead4, takenBy) {
  draft.x.agenda.unshift(...stepsAfterDeaths(draft, dead4, takenBy));
}
function badge(draft, seat, input) {
  const [heir] = seatsOf5(input);
  untag(draft, seat, "sheriff");
  if (heir !== void 0) tag(draft, heir, "sheriff");
  const text = heir === void 0 ? `\u8B66\u957F ${seat} \u53F7\u6495\u6389\u4E86\u8B66\u5FBD\uFF0C\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F` : `\u8B66\u957F ${seat} \u53F7\u628A\u8B66\u5FBD\u79FB\u4EA4\u7ED9 ${heir} \u53F7`;
  addLog(draft, text);
  record(draft, { kind: "badge", from: seat, to: heir ?? null, text });
  draft.x.news = [`${text}\u3002`];
  proceed(draft);
}
function vote2(draft, step, input) {
  const pk2 = step.pk;
  const candidates2 = step.candidates ?? livingSeats(draft);
  if (input.kind !== "ballots") return;
  for (const [voter, candidate] of input.ballots) {
    if (candidate !== voter && partnerOf(draft, voter) === candidate) {
      throw illegalMove(`\u60C5\u4FA3\u4E0D\u80FD\u6295\u7968\u7ED9\u53E6\u4E00\u540D\u60C5\u4FA3\uFF1A${voter} \u53F7\u4E0D\u80FD\u6295 ${candidate} \u53F7`);
    }
  }
  const sheriff = sheriffOf(draft);
  const weight = sheriffWeight(draft);
  const bonus = book().inPlay(draft).flatMap((r) => r.voteBonus?.(draft) ?? []).filter((b) => candidates2.includes(b.seat));
  const { tally: result, outcome, tied } = runVote(draft, "exile", {
    ballots: input.ballots,
    voters: roundVoters(voters(draft), { candidates: candidates2, pk: pk2 }),
    candidates: candidates2,
    pk: pk2,
    bonus,
    weight: (v) => v === sheriff ? weight : 1,
    policy: tiePolicy(rulesOf(draft)["vote.tie"])
  });
  const weighted = sheriff !== null && input.ballots.has(sheriff) ? `\uFF08\u8B66\u957F ${sheriff} \u53F7\u7684\u7968\u7B97 ${weight} \u7968\uFF09` : "";
  addLog(draft, `${pk2 > 0 ? "PK \u6295\u7968" : "\u6295\u7968"}\uFF1A${describeTally(result)}${weighted}`);
  for (const b of bonus) addLog(draft, `${b.why}\uFF1A${b.seat} \u53F7\u591A ${b.votes} \u7968\uFF08\u5DF2\u8BA1\u5165\uFF09`);
  draft.x.exiled = { round: draft.round, seat: "out" in outcome ? outcome.out : null };
  if ("out" in outcome) return exile2(draft, outcome.out);
  if ("again" in outcome) {
    draft.step = { key: "day.pk", tied: outcome.again, pk: pk2 };
    return;
  }
  addLog(draft, tied.length > 1 ? `${tied.join("\u3001")} \u53F7\u5E73\u7968\uFF0C\u65E0\u4EBA\u51FA\u5C40` : "\u65E0\u4EBA\u51FA\u5C40");
  draft.step = { key: "day.exile", exiled: null, revealed: false, deaths: [], tied };
}
function exile2(draft, seat) {
  const s = draft.seats[seat - 1];
  const role = book().role(s.role);
  const spared = role.sparedOnExile?.(draft, seat);
  if (spared !== void 0) {
    addLog(draft, spared);
    recordNote(draft, spared);
    draft.step = { key: "day.exile", exiled: seat, revealed: true, deaths: [] };
    return;
  }
  const stays = role.staysOnExile?.(draft, seat);
  if (stays !== void 0) {
    addLog(draft, stays);
    draft.step = { key: "day.exile", exiled: seat, revealed: false, deaths: [], stays: true };
    return;
  }
  const dead4 = killSeat(draft, seat, "exile");
  draft.step = { key: "day.exile", exiled: seat, revealed: false, deaths: dead4 };
  checkWin2(draft, exileLines(draft, seat, dead4));
}
var SURVIVES_EXPLOSION = /* @__PURE__ */ new Set(["day.dawn", "day.badge", "day.exile"]);
function explode(draft, seat) {
  if (!rulesOf(draft)["selfDestruct"]) throw illegalMove(`\u89C4\u5219${ruleName("selfDestruct")}\u5DF2\u5173\u95ED\uFF1A\u672C\u5C40\u4E0D\u80FD\u81EA\u7206`);
  const s = draft.seats[seat - 1];
  if (!s.alive || !explodesAt(draft, seat)) throw illegalMove(`\u53EA\u6709\u6D3B\u7740\u7684\u72FC\u4EBA\u624D\u80FD\u81EA\u7206\uFF1A${seat} \u53F7\u4E0D\u80FD\u81EA\u7206`);
  const note = electionNote(draft);
  const text = `${seat} \u53F7${book().role(s.role).name}\u81EA\u7206\uFF0C\u767D\u5929\u7ED3\u675F${note}`;
  addLog(draft, text);
  recordNote(draft, text);
  const dead4 = killSeat(draft, seat, "explode");
  endDay(draft, dead4, [`${seat} \u53F7\u73A9\u5BB6\u81EA\u7206\uFF0C\u767D\u5929\u5230\u6B64\u7ED3\u675F\u3002`, ...loverLines(draft, dead4, seat), ...lostBadgeLine(note)]);
}
function electionNote(draft) {
  const rules = rulesOf(draft);
  if (!draft.x.sheriffPending || !rules["sheriff.enabled"]) return "";
  const rule = rules["sheriff.lostAfterSelfDestructs"];
  const count2 = (draft.x.electionExplosions ?? 0) + 1;
  if (rule !== "never") draft.x.electionExplosions = count2;
  if (rule === "never" || count2 < Number(rule)) {
    if (draft.x.election) postpone(draft);
    return POSTPONED;
  }
  draft.x.sheriffPending = false;
  delete draft.x.election;
  return "\uFF0C\u8B66\u5FBD\u6D41\u5931\uFF0C\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F";
}
var POSTPONED = "\uFF0C\u8B66\u957F\u7ADE\u9009\u5EF6\u671F\u5230\u660E\u5929";
function endDay(draft, dead4, news, after = []) {
  const current2 = draft.step;
  draft.x.dayOver = true;
  draft.x.news = news;
  if (current2?.key === "day.dawn") draft.x.announced = true;
  if (checkWin2(draft, draft.x.news)) return;
  const kept = (step) => SURVIVES_EXPLOSION.has(step.key) || isDeathTriggered(step.key);
  draft.x.agenda = [
    ...current2 && kept(current2) ? [current2] : [],
    ...stepsAfterDeaths(draft, dead4),
    ...after,
    ...draft.x.agenda.filter(kept)
  ];
  proceed(draft);
}
function lostBadgeLine(note) {
  if (note === POSTPONED) return ["\u8B66\u957F\u7ADE\u9009\u5EF6\u671F\u5230\u660E\u5929\u3002"];
  return note.includes("\u8B66\u5FBD\u6D41\u5931") ? ["\u8B66\u5FBD\u6D41\u5931\uFF0C\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F\u3002"] : [];
}
function dayAction(draft, kind, seat, target) {
  const role = book().role(draft.seats[seat - 1].role);
  const action = role.dayAction?.kind === kind ? role.dayAction : void 0;
  const name = kind === "duel" ? "\u51B3\u6597" : "\u81EA\u7206\u5E26\u4EBA";
  if (!action || !draft.seats[seat - 1].alive) throw illegalMove(`${seat} \u53F7\u4E0D\u80FD${name}`);
  const why = action.refuse(draft, seat, target);
  if (why) throw illegalMove(why);
  const outcome = action.apply(draft, seat, target);
  if (outcome.endsDay) return endDay(draft, outcome.died, outcome.news, outcome.after);
  resumeDay(draft, outcome.died, outcome.news);
}
function resumeDay(draft, dead4, news) {
  draft.x.news = news;
  if (checkWin2(draft, news)) return;
  const current2 = draft.step;
  draft.x.agenda = [...stepsAfterDeaths(draft, dead4), ...current2 ? [current2] : [], ...draft.x.agenda];
  proceed(draft);
}
function roleDayStep(draft, step, input) {
  const result = dayStep(step.key).apply?.(draft, step, input);
  if (result && result.dead.length > 0 && checkWin2(draft, draft.x.news ?? [])) return;
  if (result) dueNow(draft, result.dead, step.seat);
  proceed(draft);
}
function advanceDay(draft, step, input) {
  switch (step.key) {
    case "day.sheriffElection":
      return legacyElection(draft, step.pk, input);
    case "day.sheriffCandidates":
      return candidates(draft, input);
    case "day.sheriffSpeech":
      return withdrawDuringSpeeches(draft, step, input.kind === "seats" ? input.seats : [], true);
    case "day.sheriffWithdraw":
      return withdraw(draft, step, input);
    case "day.sheriffVote":
      return vote(draft, step, input);
    case "day.sheriffPk":
      return pk(draft, step);
    case "day.dawn":
      draft.x.announced = true;
      dueNow(draft, step.deaths);
      return proceed(draft);
    case "day.badge":
      return badge(draft, step.seat, input);
    case "day.speechDirection":
      return chooseSide(draft, step.seat, input);
    case "day.lastWords":
    case "day.speech":
      return proceed(draft);
    case "day.vote":
      return vote2(draft, step, input);
    case "day.pk":
      draft.step = { key: "day.vote", ...revote(step) };
      return;
    case "day.exile":
      dueNow(draft, step.deaths);
      return proceed(draft);
    case "checkin":
    case "night.close":
      throw new Error(`${step.key} is not a day step`);
    default:
      if (!isRoleDayStep(step)) throw new Error(`${step.key} is not a day step`);
      return roleDayStep(draft, step, input);
  }
}

// cloudfunctions/game/src/engine/werewolf/advance.ts
function advanceWerewolf(draft, input) {
  const step = draft.step;
  if (!step) return;
  draft.x.news = [];
  if (input.kind === "explode") {
    return input.take === void 0 ? explode(draft, input.seat) : dayAction(draft, "explodeTake", input.seat, input.take);
  }
  if (input.kind === "duel") {
    const knight2 = draft.seats.find((s) => s.alive && book().role(s.role).dayAction?.kind === "duel");
    if (!knight2) throw illegalMove("\u573A\u4E0A\u6CA1\u6709\u53EF\u4EE5\u51B3\u6597\u7684\u9A91\u58EB");
    return dayAction(draft, "duel", knight2.seat, input.seat);
  }
  if (input.kind === "withdraw" && step.key === "day.sheriffSpeech") return withdrawDuringSpeeches(draft, step, [input.seat], false);
  if (step.key === "checkin") return nightfall2(draft);
  if (step.key === "night.close") return nextNightStep(draft);
  if (isNight(step)) return advanceNight(draft, step.key, input);
  return advanceDay(draft, step, input);
}
function isNight(step) {
  return step.key.startsWith("night.");
}

// cloudfunctions/game/src/engine/werewolf/deck.ts
function werewolfDeck() {
  const roles = book().roles;
  const [wolf, ...pack] = roles.filter((r) => r.camp === "wolf" && !r.lone);
  const [seer2, ...others] = roles.filter((r) => r.checker);
  const names = [seer2, ...others].map((r) => r.name);
  const either = `${names.slice(0, -1).join("\u3001")}\u6216${names[names.length - 1]}`;
  const extra = roles.find((r) => r.extraCards);
  return {
    ...extra?.extraCards && { extra: { role: extra.id, ...extra.extraCards } },
    rules: [
      {
        role: wolf.id,
        countsWith: pack.map((r) => r.id),
        min: 1,
        message: `\u81F3\u5C11\u9700\u8981 1 \u540D\u548C\u72FC\u961F\u4E00\u8D77\u88AD\u51FB\u7684\u72FC\uFF08${[wolf, ...pack].map((r) => r.name).join("\u3001")}\u4E4B\u4E00\uFF09`
      },
      { role: seer2.id, countsWith: others.map((r) => r.id), min: 1, max: 1, message: `\u987B\u6709\u4E14\u53EA\u6709 1 \u540D${either}` },
      ...roles.flatMap((r) => r.deckMin ? [{ role: r.id, ...r.deckMin }] : []),
      ...roles.filter((r) => r.unique).map((r) => ({ role: r.id, max: 1, message: `${r.name}\u6700\u591A\u53EA\u80FD\u6709 1 \u540D` }))
    ]
  };
}
function checkWerewolfRoles(players, roles) {
  return deckProblem(werewolfDeck(), players, roles, {});
}

// cloudfunctions/game/src/engine/werewolf/day-actors.ts
function dayActors(state, step) {
  switch (step.key) {
    case "day.sheriffElection":
    case "day.dawn":
    case "day.exile":
      return HOST;
    // Standing is a show of hands of everyone taking part.
    case "day.sheriffCandidates":
      return voting(electorate(state));
    case "day.sheriffSpeech":
      return speakers([step.seat]);
    case "day.sheriffWithdraw":
      return { actors: { kind: "seats", seats: stillStanding(state, step) }, close: "answers" };
    case "day.sheriffVote":
      return voting(electors(state, step.stood));
    case "day.sheriffPk":
      return speakers(step.tied);
    case "day.badge":
    case "day.speechDirection":
      return seatAnswers(step.seat);
    case "day.lastWords":
      return speakers([step.seat]);
    case "day.speech":
      return speakers(speakingOrder2(state));
    case "day.vote":
      return voting(roundVoters(voters(state), { candidates: step.candidates ?? livingSeats(state), pk: step.pk }));
    case "day.pk":
      return speakers(step.tied.filter((s) => livingSeats(state).includes(s)));
    case "checkin":
    case "night.close":
      return HOST;
    default:
      if (isRoleDayStep(step)) return dayStep(step.key).actors(state, step);
      return HOST;
  }
}

// cloudfunctions/game/src/engine/werewolf/day-actions.ts
function dayActions(state) {
  const living = state.seats.filter((s) => s.alive);
  const explode2 = rulesOf(state).selfDestruct ? living.filter((s) => explodesAt(state, s.seat)).map((s) => s.seat) : [];
  const claim = (kind) => living.filter((s) => {
    const a = book().role(s.role).dayAction;
    return a?.kind === kind && a.now(state, s.seat);
  }).map((s) => s.seat);
  const explodeTake = claim("explodeTake");
  const duel = claim("duel");
  const withdraw2 = state.step?.key === "day.sheriffSpeech" ? standingAtSpeech(state, state.step) : [];
  return {
    ...explode2.length > 0 && { explode: explode2 },
    ...explodeTake.length > 0 && { explodeTake },
    ...duel.length > 0 && { duel },
    ...withdraw2.length > 0 && { withdraw: withdraw2 }
  };
}

// cloudfunctions/game/src/engine/werewolf/describe-election.ts
function dead2(seat) {
  return `${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40`;
}
function describeCandidates(state, step) {
  return {
    key: step.key,
    title: "\u7ADE\u9009\u8B66\u957F\uFF1A\u4E0A\u8B66",
    say: [...step.first ? [MORNING2] : [], "\u73B0\u5728\u5F00\u59CB\u7ADE\u9009\u8B66\u957F\u3002\u60F3\u5F53\u8B66\u957F\u7684\u73A9\u5BB6\u8BF7\u4E3E\u624B\u4E0A\u8B66\u3002"],
    hint: "\u70B9\u9009\u4E3E\u624B\u4E0A\u8B66\u7684\u73A9\u5BB6\u3002\u53EA\u6709\u4E00\u4EBA\u4E0A\u8B66\u65F6\u4ED6\u76F4\u63A5\u5F53\u9009\uFF1B\u6CA1\u6709\u4EBA\u4E0A\u8B66\u65F6\u4E0D\u9009\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F\u3002",
    input: { type: "seats", min: 0, max: electorate(state).length, options: electorate(state) },
    passLabel: "\u65E0\u4EBA\u4E0A\u8B66",
    refuse: dead2
  };
}
function describeSheriffSpeech(state, step) {
  const opening = step.seat === step.order[0] ? [`\u4E0A\u8B66\u7684\u662F ${seatList([...step.order].sort((a, b) => a - b))}\uFF0C\u7ADE\u9009\u53D1\u8A00\u4ECE ${step.order[0]} \u53F7\u5F00\u59CB\uFF1A${step.order.join(" \u2192 ")}\u3002`] : [];
  const standing2 = standingAtSpeech(state, step);
  return {
    key: step.key,
    title: "\u7ADE\u9009\u8B66\u957F\uFF1A\u7ADE\u9009\u53D1\u8A00",
    say: [...opening, `\u8BF7 ${step.seat} \u53F7\u5019\u9009\u4EBA\u53D1\u8868\u7ADE\u9009\u53D1\u8A00\uFF0C\u8BF4\u201C\u8FC7\u201D\u8868\u793A\u7ED3\u675F\u3002`],
    hint: "\u53D1\u8A00\u7ED3\u675F\u65F6\uFF0C\u70B9\u9009\u8FD9\u671F\u95F4\u4E3E\u624B\u9000\u6C34\u7684\u5019\u9009\u4EBA\uFF08\u53EF\u4EE5\u662F\u6B63\u5728\u53D1\u8A00\u7684\u4EBA\uFF09\uFF0C\u518D\u4E0B\u4E00\u6B65\uFF1B\u6CA1\u4EBA\u9000\u6C34\u76F4\u63A5\u4E0B\u4E00\u6B65\u3002\u9000\u6C34\u7684\u4EBA\u4E0D\u518D\u53D1\u8A00\uFF0C\u4E0D\u80FD\u5F53\u9009\uFF0C\u4E5F\u4E0D\u80FD\u6295\u7968\u3002",
    input: { type: "seats", min: 0, max: standing2.length, options: [...standing2] },
    passLabel: "\u65E0\u4EBA\u9000\u6C34",
    refuse: (seat) => `${seat} \u53F7\u4E0D\u5728\u8B66\u4E0A\uFF0C\u8C08\u4E0D\u4E0A\u9000\u6C34`,
    info: { seat: step.seat, order: [...step.order] }
  };
}
function describeWithdraw(state, step) {
  const standing2 = stillStanding(state, step);
  const say = step.standing ? [...step.first ? [MORNING2] : [], `\u8B66\u957F\u7ADE\u9009\u7EE7\u7EED\uFF1A\u8B66\u4E0A\u8FD8\u6709 ${seatList(standing2)}\uFF0C\u4E0D\u518D\u53D1\u8A00\u3002\u60F3\u9000\u6C34\uFF08\u653E\u5F03\u7ADE\u9009\uFF09\u7684\u73A9\u5BB6\u8BF7\u4E3E\u624B\u3002`] : ["\u7ADE\u9009\u53D1\u8A00\u7ED3\u675F\u3002\u60F3\u9000\u6C34\uFF08\u653E\u5F03\u7ADE\u9009\uFF09\u7684\u73A9\u5BB6\u8BF7\u4E3E\u624B\u3002"];
  return {
    key: step.key,
    title: step.standing ? "\u7ADE\u9009\u8B66\u957F\uFF08\u5EF6\u671F\uFF09\uFF1A\u9000\u6C34" : "\u7ADE\u9009\u8B66\u957F\uFF1A\u9000\u6C34",
    say,
    hint: "\u70B9\u9009\u9000\u6C34\u7684\u73A9\u5BB6\uFF1B\u6CA1\u6709\u4EBA\u9000\u6C34\u65F6\u4E0D\u9009\u3002\u9000\u6C34\u7684\u73A9\u5BB6\u4E0D\u80FD\u518D\u5F53\u9009\uFF0C\u4E5F\u4E0D\u80FD\u6295\u7968\u3002",
    input: { type: "seats", min: 0, max: standing2.length, options: [...standing2] },
    passLabel: "\u65E0\u4EBA\u9000\u6C34",
    refuse: (seat) => step.stood.includes(seat) ? `${seat} \u53F7\u5DF2\u7ECF\u9000\u6C34` : `${seat} \u53F7\u6CA1\u6709\u4E0A\u8B66\uFF0C\u8C08\u4E0D\u4E0A\u9000\u6C34`,
    info: { candidates: [...standing2], order: [...standing2] }
  };
}
function describeSheriffVote(state, step) {
  const voters2 = electors(state, step.stood);
  return {
    key: step.key,
    title: step.pk ? "\u8B66\u957F\u7ADE\u9009 PK \u6295\u7968" : "\u8B66\u957F\u6295\u7968",
    say: [
      `\u8B66\u4E0A\u8FD8\u6709 ${seatList(step.candidates)}\uFF0C\u73B0\u5728\u6295\u7968\u9009\u8B66\u957F\uFF0C\u4E0A\u8FC7\u8B66\u7684\u73A9\u5BB6\u4E0D\u80FD\u6295\u7968\u3002`,
      votesOnPhones(state) ? PHONE_VOTE_LINE : "\u6CA1\u6709\u4E0A\u8B66\u7684\u73A9\u5BB6\u8BF7\u95ED\u773C\u60F3\u597D\u3002\u6211\u6570\u201C\u4E09\u3001\u4E8C\u3001\u4E00\u201D\uFF0C\u5927\u5BB6\u540C\u65F6\u4F38\u624B\u6307\u5411\u4F60\u8981\u9009\u7684\u5019\u9009\u4EBA\uFF1B\u5F03\u6743\u7684\u63E1\u62F3\u3002"
    ],
    hint: `\u80FD\u6295\u7968\u7684\uFF1A${seatList(voters2)}\u3002\u9010\u4E2A\u5019\u9009\u4EBA\u70B9\u9009\u6307\u5411\u4ED6\u7684\u73A9\u5BB6\uFF1B\u6CA1\u6709\u6307\u4EBA\u7684\u8BB0\u4E3A\u5F03\u6743\u3002`,
    input: { type: "ballots", voters: voters2, candidates: [...step.candidates] },
    refuseVoter: (seat) => step.stood.includes(seat) ? `${seat} \u53F7\u4E0A\u8FC7\u8B66\uFF0C\u4E0D\u80FD\u6295\u7968` : void 0,
    info: { order: [...step.candidates] }
  };
}
function describeSheriffPk(step) {
  return {
    key: step.key,
    title: "\u8B66\u957F\u7ADE\u9009\u5E73\u7968 PK",
    input: { type: "none" },
    say: [
      `${seatList(step.tied)}\u5E73\u7968\u3002`,
      `\u8BF7\u5E73\u7968\u7684\u5019\u9009\u4EBA\u4ECE ${step.tied[0]} \u53F7\u5F00\u59CB\u4F9D\u6B21\u518D\u53D1\u8A00\u4E00\u6B21\uFF1A${step.tied.join(" \u2192 ")}\u3002\u7136\u540E\u53EA\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\u3002`
    ],
    hint: "\u518D\u6B21\u5E73\u7968\u65F6\uFF0C\u8B66\u5FBD\u6D41\u5931\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F\u3002",
    info: { tied: [...step.tied] }
  };
}
function describeLegacyElection(state, step) {
  const pkRule = rulesOf(state)["sheriff.electionTie"];
  const tie = step.pk ? "\u518D\u6B21\u5E73\u7968\u65F6\u4E0D\u9009\uFF1A\u8B66\u5FBD\u6D41\u5931\uFF0C\u672C\u5C40\u6CA1\u6709\u8B66\u957F\u3002" : pkRule === "pkThenLost" ? "\u5E73\u7968\u65F6\u4E0D\u9009\uFF1A\u5E73\u7968\u7684\u5019\u9009\u4EBA PK \u4E00\u6B21\u3002" : "\u5E73\u7968\u65F6\u4E0D\u9009\uFF1A\u4ECA\u5929\u6CA1\u6709\u8B66\u957F\uFF0C\u4E0B\u4E00\u4E2A\u767D\u5929\u91CD\u65B0\u7ADE\u9009\u3002";
  return {
    key: step.key,
    title: step.pk ? "\u8B66\u957F\u7ADE\u9009 PK" : "\u7ADE\u9009\u8B66\u957F",
    say: [
      ...step.first ? [MORNING2] : [],
      ...step.pk ? ["\u8B66\u957F\u7ADE\u9009\u5E73\u7968\u3002\u8BF7\u5E73\u7968\u7684\u5019\u9009\u4EBA\u518D\u5404\u53D1\u8A00\u4E00\u6B21\uFF0C\u7136\u540E\u5176\u4ED6\u73A9\u5BB6\u5728\u4ED6\u4EEC\u4E4B\u4E2D\u91CD\u65B0\u6295\u7968\u3002"] : ["\u73B0\u5728\u5F00\u59CB\u7ADE\u9009\u8B66\u957F\u3002\u60F3\u5F53\u8B66\u957F\u7684\u73A9\u5BB6\u8BF7\u4E3E\u624B\u4E0A\u8B66\uFF0C\u4F9D\u6B21\u53D1\u8A00\u3002", "\u53D1\u8A00\u7ED3\u675F\u540E\uFF0C\u6CA1\u6709\u4E0A\u8B66\u7684\u73A9\u5BB6\u6295\u7968\uFF0C\u5F97\u7968\u6700\u591A\u7684\u5F53\u9009\u8B66\u957F\u3002"]
    ],
    hint: `\u70B9\u9009\u5F53\u9009\u8B66\u957F\u7684\u73A9\u5BB6\u3002${tie}`,
    input: { type: "seats", min: 0, max: 1, options: electorate(state) },
    passLabel: "\u65E0\u4EBA\u5F53\u9009",
    refuse: dead2,
    info: { pk: step.pk }
  };
}

// cloudfunctions/game/src/engine/werewolf/describe-day.ts
var none = { type: "none" };
function dead3(seat) {
  return `${seat} \u53F7\u5DF2\u7ECF\u51FA\u5C40`;
}
function dawn2(state, step) {
  const deaths = step.deaths;
  const notes = [];
  for (const seat of deaths) {
    const death = deathOf(state, seat);
    const note = death && book().role(state.seats[seat - 1].role).dawnNote?.(state, death);
    if (note) notes.push(note);
    if (hasTag(state, seat, "sheriff")) notes.push(`${seat} \u53F7\u662F\u8B66\u957F\uFF0C\u8981\u79FB\u4EA4\u8B66\u5FBD\u3002`);
    if (!state.x.dayOver) notes.push(death?.lastWords ? `${seat} \u53F7\u6709\u9057\u8A00\u3002` : `${seat} \u53F7\u6CA1\u6709\u9057\u8A00\u3002`);
  }
  return {
    key: step.key,
    title: `\u7B2C ${state.round} \u5929\uFF1A\u5929\u4EAE`,
    input: none,
    say: [
      ...step.first ? [MORNING2] : [],
      nightDeathsLine(state, deaths)
    ],
    ...notes.length > 0 && { hint: notes.join("") },
    info: { deaths: [...deaths] }
  };
}
function speechDirection(state, step) {
  const left2 = sideOrder(state, step.seat, "left");
  const right = sideOrder(state, step.seat, "right");
  const info = { sheriff: step.seat, left: left2, right };
  return {
    key: step.key,
    title: "\u8B66\u957F\u9009\u62E9\u53D1\u8A00\u987A\u5E8F",
    say: [
      `\u8BF7\u8B66\u957F ${step.seat} \u53F7\u9009\u62E9\u8B66\u5DE6\u8FD8\u662F\u8B66\u53F3\uFF1A\u8B66\u5DE6\u4ECE ${left2[0]} \u53F7\u5F00\u59CB\u987A\u65F6\u9488\u53D1\u8A00\uFF0C\u8B66\u53F3\u4ECE ${right[0]} \u53F7\u5F00\u59CB\u9006\u65F6\u9488\u53D1\u8A00\u3002`,
      `\u8B66\u957F ${step.seat} \u53F7\u6700\u540E\u53D1\u8A00\u5F52\u7968\u3002`
    ],
    hint: `\u8B66\u5DE6\uFF1A${left2.join(" \u2192 ")}\uFF1B\u8B66\u53F3\uFF1A${right.join(" \u2192 ")}\u3002\u70B9\u9009\u8B66\u957F\u7684\u9009\u62E9\u3002`,
    input: { type: "choice", options: [{ id: "left", label: `\u8B66\u5DE6\uFF08\u4ECE ${left2[0]} \u53F7\u8D77\uFF09` }, { id: "right", label: `\u8B66\u53F3\uFF08\u4ECE ${right[0]} \u53F7\u8D77\uFF09` }] },
    info: { ...info }
  };
}
function speech(state) {
  const described2 = speechStep(speakingOrder2(state));
  const sheriff = livingSheriff(state);
  const side = state.x.speechSide;
  if (sheriff === null || side === void 0) return described2;
  return {
    ...described2,
    say: [`\u8B66\u957F ${sheriff} \u53F7\u9009\u62E9${SIDE_NAMES[side]}\u3002`, ...described2.say, `\u8B66\u957F ${sheriff} \u53F7\u6700\u540E\u53D1\u8A00\u5F52\u7968\u3002`],
    info: { ...described2.info, sheriff, side }
  };
}
function vote3(state, step) {
  const candidates2 = step.candidates ?? livingSeats(state);
  const order = speakingOrder2(state).filter((s) => candidates2.includes(s));
  const sheriff = sheriffOf(state);
  const ballots = ballotsInput(voters(state), { candidates: candidates2, pk: step.pk });
  const hasSheriff = sheriff !== null && ballots.input.voters.includes(sheriff);
  const weight = sheriffWeight(state);
  const revealed = livingSeats(state).filter((s) => hasTag(state, s, "revealed"));
  return {
    key: step.key,
    title: step.pk > 0 ? "PK \u6295\u7968" : "\u653E\u9010\u6295\u7968",
    // Everyone points at once on the judge's word, so nobody can follow the others.
    say: ballots.input.voters.length === 0 ? [unvotedLine(candidates2)] : [
      ...hasSheriff && step.pk === 0 ? [`\u8BF7\u8B66\u957F ${sheriff} \u53F7\u5F52\u7968\uFF1A\u603B\u7ED3\u53D1\u8A00\uFF0C\u5EFA\u8BAE\u5927\u5BB6\u6295\u8C01\u3002`] : [],
      step.pk > 0 ? revoteLine(candidates2) : "\u73B0\u5728\u5F00\u59CB\u653E\u9010\u6295\u7968\u3002",
      ...hasSheriff ? [`\u8B66\u957F ${sheriff} \u53F7\u7684\u4E00\u7968\u7B97 ${weight} \u7968\u3002`] : [],
      votesOnPhones(state) ? PHONE_VOTE_LINE : "\u8BF7\u5927\u5BB6\u60F3\u597D\u3002\u6211\u6570\u201C\u4E09\u3001\u4E8C\u3001\u4E00\u201D\uFF0C\u6240\u6709\u73A9\u5BB6\u540C\u65F6\u4F38\u624B\u6307\u5411\u4F60\u8981\u653E\u9010\u7684\u73A9\u5BB6\uFF1B\u5F03\u6743\u7684\u63E1\u62F3\u3002\u6BCF\u4EBA\u53EA\u6709\u4E00\u7968\u3002"
    ],
    hint: [
      "\u8BB0\u4E0B\u6BCF\u4E2A\u4EBA\u6307\u5411\u8C01\uFF1A\u9010\u4E2A\u5019\u9009\u4EBA\u70B9\u9009\u6307\u5411\u4ED6\u7684\u73A9\u5BB6\uFF1B\u6CA1\u6709\u6307\u4EBA\u7684\u8BB0\u4E3A\u5F03\u6743\u3002\u60C5\u4FA3\u4E0D\u80FD\u6295\u7ED9\u53E6\u4E00\u540D\u60C5\u4FA3\u3002",
      revealed.length > 0 ? `${seatList(revealed)}\u662F\u7FFB\u724C\u7684\u767D\u75F4\uFF0C\u6CA1\u6709\u6295\u7968\u6743\u3002` : ""
    ].join(""),
    ...ballots,
    info: { order, ...hasSheriff && { sheriff, weight } }
  };
}
function exile3(state, step) {
  const seat = step.exiled;
  if (seat === null) {
    return { key: step.key, title: "\u653E\u9010", input: none, say: [nobodyOutLine(step.tied ?? [])], hint: "\u63A5\u4E0B\u6765\u8FDB\u5165\u9ED1\u591C\u3002", info: { exiled: null } };
  }
  if (step.revealed) {
    return {
      key: step.key,
      title: "\u653E\u9010",
      input: none,
      say: [`${seat} \u53F7\u73A9\u5BB6\u88AB\u6295\u7968\u653E\u9010\uFF0C\u7FFB\u724C\uFF1A\u767D\u75F4\uFF01`, `${seat} \u53F7\u514D\u4E8E\u51FA\u5C40\uFF0C\u53EF\u4EE5\u7EE7\u7EED\u53D1\u8A00\uFF0C\u4F46\u6B64\u540E\u6CA1\u6709\u6295\u7968\u6743\u3002`],
      info: { exiled: seat, revealed: true }
    };
  }
  if (step.stays) {
    return {
      key: step.key,
      title: "\u653E\u9010",
      input: none,
      say: [`${seat} \u53F7\u73A9\u5BB6\u88AB\u6295\u7968\u653E\u9010\u3002`],
      hint: `${seat} \u53F7\u662F\u6700\u540E\u4E00\u540D\u72FC\u4EBA\u8840\u6708\u4F7F\u5F92\uFF1A\u4ED6\u7559\u5230\u4E0B\u4E00\u4E2A\u5929\u4EAE\u624D\u51FA\u5C40\uFF0C\u4ECA\u665A\u72EC\u81EA\u6740\u4EBA\uFF1B\u5929\u4EAE\u65F6\u82E5\u72FC\u4EBA\u6CA1\u6709\u5C60\u8FB9\uFF0C\u597D\u4EBA\u83B7\u80DC\u3002`,
      info: { exiled: seat, stays: true }
    };
  }
  const words = deathOf(state, seat)?.lastWords && !state.x.dayOver;
  return {
    key: step.key,
    title: "\u653E\u9010",
    input: none,
    say: exileLines(state, seat, step.deaths),
    hint: words ? `${seat} \u53F7\u53EF\u4EE5\u7559\u9057\u8A00\u3002` : `${seat} \u53F7\u6CA1\u6709\u9057\u8A00\u3002`,
    info: { exiled: seat }
  };
}
function describeDay(state, step) {
  switch (step.key) {
    case "day.sheriffElection":
      return describeLegacyElection(state, step);
    case "day.sheriffCandidates":
      return describeCandidates(state, step);
    case "day.sheriffSpeech":
      return describeSheriffSpeech(state, step);
    case "day.sheriffWithdraw":
      return describeWithdraw(state, step);
    case "day.sheriffVote":
      return describeSheriffVote(state, step);
    case "day.sheriffPk":
      return describeSheriffPk(step);
    case "day.dawn":
      return dawn2(state, step);
    case "day.badge": {
      const tear = rulesOf(state)["sheriff.allowTear"];
      return {
        key: step.key,
        title: "\u79FB\u4EA4\u8B66\u5FBD",
        say: [`\u8B66\u957F ${step.seat} \u53F7\u51FA\u5C40\uFF0C\u8BF7\u628A\u8B66\u5FBD\u79FB\u4EA4\u7ED9\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6${tear ? "\uFF0C\u6216\u8005\u6495\u6389\u8B66\u5FBD" : ""}\u3002`],
        hint: tear ? "\u70B9\u9009\u63A5\u4EFB\u7684\u8B66\u957F\uFF1B\u6495\u6389\u8B66\u5FBD\u65F6\u4E0D\u9009\u3002" : "\u70B9\u9009\u63A5\u4EFB\u7684\u8B66\u957F\uFF1A\u8B66\u5FBD\u5FC5\u987B\u79FB\u4EA4\uFF0C\u4E0D\u80FD\u6495\u6389\u3002",
        input: { type: "seats", min: tear ? 0 : 1, max: 1, options: livingSeats(state) },
        passLabel: "\u6495\u8B66\u5FBD",
        refuse: dead3
      };
    }
    case "day.lastWords":
      return lastWordsStep(step.seat);
    case "day.speechDirection":
      return speechDirection(state, step);
    case "day.speech":
      return speech(state);
    case "day.vote":
      return vote3(state, step);
    case "day.pk":
      return pkStep(step.tied);
    case "day.exile":
      return exile3(state, step);
    default:
      if (!isRoleDayStep(step)) throw new Error(`${step.key} is not a day step`);
      return describeRoleDayStep(state, step);
  }
}

// cloudfunctions/game/src/engine/werewolf/describe-opening.ts
function describeCheckin(state) {
  const center = state.x.center.length > 0 ? `\u5E95\u724C\uFF08\u684C\u5B50\u4E2D\u592E\u7684\u4E24\u5F20\uFF09\uFF1A${state.x.center.map(roleName2).join("\u3001")}\u3002` : "";
  return {
    key: "checkin",
    title: "\u5165\u5EA7\u770B\u724C",
    input: { type: "none" },
    say: ["\u6B22\u8FCE\u6765\u5230\u72FC\u4EBA\u6740\u3002\u8BF7\u5927\u5BB6\u5728\u684C\u6E38\u52A9\u624B\u8F93\u5165\u623F\u95F4\u53F7\uFF0C\u67E5\u770B\u81EA\u5DF1\u7684\u8EAB\u4EFD\u724C\u3002", "\u770B\u5B8C\u8BF7\u4E0D\u8981\u58F0\u5F20\uFF0C\u628A\u624B\u673A\u6263\u5728\u684C\u4E0A\u3002"],
    hint: `${center}\u6240\u6709\u73A9\u5BB6\u90FD\u770B\u8FC7\u8EAB\u4EFD\u540E\uFF0C\u70B9\u201C\u4E0B\u4E00\u6B65\u201D\u8FDB\u5165\u7B2C\u4E00\u591C\u3002`,
    actors: { kind: "host", seats: [] },
    close: "host"
  };
}
function describeClose(state) {
  return {
    key: "night.close",
    title: `\u7B2C ${state.round} \u591C\uFF1A\u5929\u9ED1`,
    input: { type: "none" },
    say: ["\u5929\u9ED1\u4E86\uFF0C\u8BF7\u5927\u5BB6\u95ED\u773C\u3002", "\u4F4E\u5934\u95ED\u773C\uFF0C\u8BF7\u6CE8\u610F\u5750\u59FF\uFF0C\u4E0D\u8981\u53D1\u51FA\u58F0\u97F3\u3002"],
    // The host reads night falling to the table and moves on, as at dawn.
    ...HOST
  };
}

// cloudfunctions/game/src/engine/werewolf/describe.ts
function describeWerewolfStep(state) {
  const step = describeStep(state);
  const news = state.x.news ?? [];
  return news.length > 0 ? { ...step, say: [...news, ...step.say], news } : step;
}
function describeStep(state) {
  const step = state.step;
  if (!step) throw new Error("describeWerewolfStep on an ended game");
  switch (step.key) {
    case "checkin":
      return describeCheckin(state);
    case "night.close":
      return describeClose(state);
    default:
      if (step.key.startsWith("night.")) return describeNightStep(state, step.key);
      return { ...describeDay(state, step), ...dayActors(state, step), allowsExplode: true, dayActions: dayActions(state) };
  }
}

// cloudfunctions/game/src/engine/werewolf/info.ts
function werewolfTagNames() {
  return { sheriff: "\u8B66\u957F", ...Object.fromEntries(book().roles.flatMap((r) => Object.entries(r.tags ?? {}))) };
}
function werewolfInfo() {
  return {
    id: "werewolf",
    name: "\u72FC\u4EBA\u6740",
    minPlayers: 8,
    maxPlayers: 18,
    roles: book().roles.map(({ id, name, camp, description }) => ({ id, name, camp, description })),
    options: werewolfOptions(),
    deck: werewolfDeck(),
    badCamps: ["wolf"],
    startPlayers: 12
  };
}

// cloudfunctions/game/src/engine/werewolf/leave.ts
function leaveWerewolf(draft, seat) {
  checkLeaver(draft, seat);
  const dead4 = killSeat(draft, seat, "left");
  const partners = dead4.filter((s) => s !== seat);
  const byDay = draft.phase === "day";
  const torn = [seat, ...byDay ? [] : partners].filter((s) => hasTag(draft, s, "sheriff"));
  for (const sheriff of torn) tearBadge(draft, sheriff);
  const news = [leftLine(announceSeat2(draft, seat)), ...loverLines(draft, dead4, seat), ...torn.length > 0 ? [TORN] : []];
  if (draft.x.target === seat) draft.x.target = null;
  if (draft.x.election) draft.x.election.standing = without(draft.x.election.standing, seat);
  if (checkWin2(draft, news)) return;
  goOnWithout(draft, seat);
  if (byDay && partners.length > 0) heartbreak(draft, partners, news);
}
var TORN = "\u8B66\u5FBD\u88AB\u6495\u6389\uFF0C\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F\u3002";
function tearBadge(draft, seat) {
  untag(draft, seat, "sheriff");
  const text = `\u8B66\u957F ${seat} \u53F7\u51FA\u5C40\uFF0C\u6CA1\u6709\u79FB\u4EA4\u8B66\u5FBD\uFF0C\u8B66\u5FBD\u6495\u6389\uFF0C\u672C\u5C40\u4E0D\u518D\u6709\u8B66\u957F`;
  addLog(draft, text);
  record(draft, { kind: "badge", from: seat, to: null, text });
}
function goOnWithout(draft, seat) {
  const step = draft.step;
  switch (step?.key) {
    case "day.sheriffSpeech":
    case "day.sheriffWithdraw":
    case "day.sheriffVote":
    case "day.sheriffPk":
      return raceWithout(draft, step, seat);
    case "day.speechDirection":
      if (step.seat === seat) draft.step = { key: "day.speech" };
      return;
    case "day.vote": {
      if (step.candidates === null) return;
      const candidates2 = without(step.candidates, seat);
      draft.step = candidates2.length > 0 ? { ...step, candidates: candidates2 } : NOBODY_OUT;
      return;
    }
    case "day.pk": {
      const tied = without(step.tied, seat);
      draft.step = tied.length > 0 ? { ...step, tied } : NOBODY_OUT;
      return;
    }
    default:
      return;
  }
}
var NOBODY_OUT = { key: "day.exile", exiled: null, revealed: false, deaths: [], tied: [] };
function heartbreak(draft, partners, news) {
  const steps = stepsAfterDeaths(draft, partners);
  if (steps.length === 0 && !draft.x.epilogue?.length) return;
  draft.x.news = news;
  draft.x.agenda = [...steps, ...draft.step ? [draft.step] : [], ...draft.x.agenda];
  proceed(draft);
}

// cloudfunctions/game/src/engine/werewolf/upgrade.ts
function upgradeWerewolf(draft) {
  for (const death of draft.x.deaths) death.causes ??= [death.cause];
}

// cloudfunctions/game/src/engine/werewolf/presets.ts
function wolvesFor(players) {
  if (players <= 8) return 2;
  return players <= 11 ? 3 : 4;
}
function classicRoles(players) {
  const werewolf2 = wolvesFor(players);
  const roles = { werewolf: werewolf2, seer: 1, witch: 1, hunter: 1 };
  if (players >= 10) roles.cupid = 1;
  if (players >= 13) roles.guard = 1;
  const thief2 = players === 13 || players === 14;
  const gods = 3 + (players >= 10 ? 1 : 0) + (players >= 13 ? 1 : 0);
  roles.villager = players - werewolf2 - gods + (thief2 ? 1 : 0);
  if (thief2) roles.thief = 1;
  return roles;
}
function doubanRoles(players) {
  const werewolf2 = wolvesFor(players);
  const roles = { werewolf: werewolf2, seer: 1, witch: 1, hunter: 1 };
  if (players >= 10) roles.cupid = 1;
  if (players >= 13) roles.littleGirl = 1;
  const gods = 3 + (players >= 10 ? 1 : 0) + (players >= 13 ? 1 : 0);
  roles.villager = players - werewolf2 - gods;
  return roles;
}
var MODERN = {
  "sheriff.voteWeight": "1.5",
  "sheriff.electionTiming": "beforeDeaths",
  "win.wolves": "side",
  "witch.selfSave": "never",
  "witch.bothSameNight": false,
  "witch.seeVictimAfterAntidote": false,
  "guard.doubleProtectKills": true,
  "seer.result": "alignment",
  "wolf.consensus": "unanimous",
  "lastWords": "modern",
  "sheriff.allowTear": true,
  "sheriff.electionTie": "pkThenLost",
  "sheriff.lostAfterSelfDestructs": "2",
  "vote.tie": "pkOnce",
  "reveal.onDeath": false,
  "night.seerStep": "afterWitch",
  "night.shotStatus": true,
  "hunter.noShotOn": ["poison", "lover", "dream", "charm"],
  "speech.order": "sheriffChooses"
};
function modern(id, name, special, description, rules = {}) {
  return {
    id,
    name,
    players: [12, 12],
    rules: { ...MODERN, ...rules },
    roles: () => ({ werewolf: 3, villager: 4, ...special }),
    description: `12 \u4EBA\u8FDB\u9636\u677F\uFF1A${description}`
  };
}
var WEREWOLF_PRESETS = [
  {
    id: "classic",
    name: "\u6B63\u89C4\u5C40",
    players: [8, 18],
    rules: { "night.callAbsent": true },
    roles: classicRoles,
    description: "\u7BC7\u4E8C\u6B63\u89C4\u5C40\uFF1A8 \u4EBA 2 \u72FC\uFF0C9\u201311 \u4EBA 3 \u72FC\uFF0C12 \u4EBA\u8D77 4 \u72FC\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\uFF0C10 \u4EBA\u8D77\u52A0\u4E18\u6BD4\u7279\uFF0C13 \u4EBA\u8D77\u52A0\u5B88\u536B\uFF0C13\u300114 \u4EBA\u52A0\u76D7\u8D3C\uFF08\u591A\u4E24\u5F20\u5E95\u724C\uFF09\uFF1B\u5973\u5DEB\u4E0D\u80FD\u81EA\u6551\uFF0C\u5C60\u8FB9\uFF0C\u8B66\u957F 2 \u7968\uFF086 \u4EBA\u53CA\u4EE5\u4E0B 1.5 \u7968\uFF09\u3002"
  },
  {
    id: "douban",
    name: "\u8C46\u74E3\u7248",
    players: [8, 18],
    roles: doubanRoles,
    rules: {
      "witch.selfSave": "never",
      "win.wolves": "city",
      "sheriff.voteWeight": "2",
      "seer.result": "fullRole",
      "thief.mode": "classic",
      "night.callAbsent": true
    },
    description: "\u684C\u6E38\u52A9\u624B\u6536\u5F55\u7684\u8C46\u74E3\u89C4\u5219\uFF1A\u6CA1\u6709\u5B88\u536B\u548C\u76D7\u8D3C\uFF0C13 \u4EBA\u8D77\u52A0\u5C0F\u5973\u5B69\uFF1B\u5973\u5DEB\u4E0D\u80FD\u81EA\u6551\uFF0C\u9884\u8A00\u5BB6\u770B\u8EAB\u4EFD\u724C\uFF0C\u5C60\u57CE\uFF0C\u8B66\u957F 2 \u7968\u3002"
  },
  {
    id: "village",
    name: "\u6751\u5E84\u7248",
    players: [8, 18],
    roles: classicRoles,
    rules: {
      "witch.selfSave": "always",
      "hunter.noShotOn": ["poison", "lover"],
      "win.wolves": "city",
      "sheriff.voteWeight": "2",
      "seer.result": "fullRole",
      "thief.mode": "classic"
    },
    description: "\u7BC7\u4E00\u89C4\u5219\uFF1A\u5973\u5DEB\u53EF\u4EE5\u81EA\u6551\uFF0C\u730E\u4EBA\u88AB\u6BD2\u6B7B\u6216\u6B89\u60C5\u65F6\u4E0D\u80FD\u5F00\u67AA\uFF0C\u9884\u8A00\u5BB6\u770B\u8EAB\u4EFD\u724C\uFF0C\u5C60\u57CE\uFF0C\u8B66\u957F 2 \u7968\uFF1B\u914D\u7F6E\u540C\u6B63\u89C4\u5C40\u3002"
  },
  {
    id: "modern12-idiot",
    name: "\u9884\u5973\u730E\u767D",
    players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }),
    rules: MODERN,
    description: "12 \u4EBA\u6807\u51C6\u5C40\uFF1A4 \u72FC 4 \u6C11\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u767D\u75F4\uFF1B\u5929\u4EAE\u5148\u7ADE\u9009\u8B66\u957F\uFF0C\u8B66\u957F 1.5 \u7968\uFF1B\u5C60\u8FB9\uFF1B\u5973\u5DEB\u4E0D\u80FD\u81EA\u6551\u3001\u4E00\u665A\u53EA\u80FD\u7528\u4E00\u74F6\u836F\uFF1B\u9996\u591C\u4E4B\u540E\u53EA\u6709\u88AB\u653E\u9010\u7684\u4EBA\u6709\u9057\u8A00\uFF1B\u6B7B\u4EA1\u4E0D\u4EAE\u724C\uFF0C\u4E24\u6B21\u81EA\u7206\u541E\u8B66\u5FBD\u3002"
  },
  {
    id: "modern12-guard",
    name: "\u9884\u5973\u730E\u5B88",
    players: [12, 12],
    roles: () => ({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    rules: MODERN,
    description: "12 \u4EBA\u6807\u51C6\u5C40\uFF1A4 \u72FC 4 \u6C11\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1B\u5929\u4EAE\u5148\u7ADE\u9009\u8B66\u957F\uFF0C\u8B66\u957F 1.5 \u7968\uFF1B\u5C60\u8FB9\uFF1B\u5973\u5DEB\u4E0D\u80FD\u81EA\u6551\u3001\u4E00\u665A\u53EA\u80FD\u7528\u4E00\u74F6\u836F\uFF1B\u540C\u5B88\u540C\u6551\u4ECD\u7136\u6B7B\u4EA1\uFF1B\u9996\u591C\u4E4B\u540E\u53EA\u6709\u88AB\u653E\u9010\u7684\u4EBA\u6709\u9057\u8A00\uFF1B\u6B7B\u4EA1\u4E0D\u4EAE\u724C\uFF0C\u4E24\u6B21\u81EA\u7206\u541E\u8B66\u5FBD\u3002"
  },
  modern(
    "modern12-wolfking-guard",
    "\u72FC\u738B\u5B88\u536B",
    { wolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    "3 \u72FC + \u72FC\u738B\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1A\u72FC\u738B\u6B7B\u4EA1\u65F6\u53EF\u4EE5\u5F00\u67AA\u5E26\u8D70\u4E00\u4EBA\uFF08\u88AB\u6BD2\u3001\u81EA\u7206\u3001\u51B3\u6597\u7B49\u9664\u5916\uFF09\u3002"
  ),
  modern(
    "modern12-whitewolfking-guard",
    "\u767D\u72FC\u738B\u5B88\u536B",
    { whiteWolfKing: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    "3 \u72FC + \u767D\u72FC\u738B\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1A\u767D\u72FC\u738B\u767D\u5929\u53EF\u4EE5\u81EA\u7206\u5E76\u5E26\u8D70\u4E00\u4EBA\uFF1B\u7ADE\u9009\u65F6\u4E24\u6B21\u81EA\u7206\u541E\u8B66\u5FBD\u3002"
  ),
  modern(
    "modern12-whitewolfking-knight",
    "\u767D\u72FC\u738B\u9A91\u58EB",
    { whiteWolfKing: 1, seer: 1, witch: 1, guard: 1, knight: 1 },
    "3 \u72FC + \u767D\u72FC\u738B\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u5B88\u536B\u3001\u9A91\u58EB\uFF1A\u767D\u72FC\u738B\u81EA\u7206\u5E26\u4EBA\uFF0C\u9A91\u58EB\u767D\u5929\u53D1\u8A00\u65F6\u53EF\u4EE5\u51B3\u6597\u4E00\u6B21\u3002"
  ),
  modern(
    "modern12-wolfbeauty-knight",
    "\u72FC\u7F8E\u4EBA\u9A91\u58EB",
    { wolfBeauty: 1, seer: 1, witch: 1, guard: 1, knight: 1 },
    "3 \u72FC + \u72FC\u7F8E\u4EBA\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u5B88\u536B\u3001\u9A91\u58EB\uFF1A\u72FC\u7F8E\u4EBA\u6BCF\u665A\u9B45\u60D1\u4E00\u4EBA\uFF0C\u5979\u6B7B\u65F6\u88AB\u9B45\u60D1\u8005\u968F\u5979\u51FA\u5C40\uFF1B\u9A91\u58EB\u53EF\u4EE5\u51B3\u6597\u4E00\u6B21\u3002"
  ),
  modern(
    "modern12-wolfbeauty-guard",
    "\u72FC\u7F8E\u4EBA\u5B88\u536B",
    { wolfBeauty: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    "3 \u72FC + \u72FC\u7F8E\u4EBA\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1A\u72FC\u7F8E\u4EBA\u6BCF\u665A\u9B45\u60D1\u4E00\u4EBA\uFF0C\u5979\u6B7B\u65F6\u88AB\u9B45\u60D1\u8005\u968F\u5979\u51FA\u5C40\uFF08\u72FC\u4EBA\u4E0D\u80FD\u5200\u5979\uFF09\u3002"
  ),
  modern(
    "modern12-nightmare-guard",
    "\u68A6\u9B47\u5B88\u536B",
    { nightmare: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    "3 \u72FC + \u68A6\u9B47\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1A\u68A6\u9B47\u6BCF\u665A\u5148\u6050\u60E7\u4E00\u4EBA\uFF0C\u4ED6\u5F53\u665A\u6280\u80FD\u65E0\u6548\uFF1B\u6050\u60E7\u5230\u72FC\u4EBA\u5219\u5F53\u665A\u72FC\u961F\u4E0D\u80FD\u6740\u4EBA\u3002"
  ),
  modern(
    "modern12-nightmare-dreamweaver",
    "\u68A6\u9B47\u6444\u68A6",
    { nightmare: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1 },
    "3 \u72FC + \u68A6\u9B47\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u6444\u68A6\u4EBA\uFF1A\u6444\u68A6\u4EBA\u7684\u68A6\u6E38\u8005\u5F53\u665A\u4E0D\u6B7B\uFF0C\u8FDE\u7EED\u4E24\u665A\u540C\u4E00\u4EBA\u6216\u6444\u68A6\u4EBA\u591C\u91CC\u6B7B\u4EA1\u5219\u68A6\u4EA1\u3002"
  ),
  modern(
    "modern12-wolfking-dreamweaver",
    "\u72FC\u738B\u6444\u68A6\u4EBA",
    { wolfKing: 1, seer: 1, witch: 1, hunter: 1, dreamweaver: 1 },
    "3 \u72FC + \u72FC\u738B\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u6444\u68A6\u4EBA\uFF1A\u72FC\u738B\u6B7B\u4EA1\u65F6\u53EF\u4EE5\u5F00\u67AA\uFF1B\u6444\u68A6\u4EBA\u7684\u68A6\u6E38\u8005\u5F53\u665A\u4E0D\u6B7B\uFF0C\u8FDE\u7EED\u4E24\u665A\u540C\u4E00\u4EBA\u5219\u68A6\u4EA1\u3002"
  ),
  modern(
    "modern12-bloodmoon-demonhunter",
    "\u8840\u6708\u730E\u9B54\u4EBA",
    { bloodMoon: 1, seer: 1, witch: 1, demonHunter: 1, idiot: 1 },
    "3 \u72FC + \u8840\u6708\u4F7F\u5F92\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u9B54\u4EBA\u3001\u767D\u75F4\uFF1A\u8840\u6708\u81EA\u7206\u540E\u4E0B\u4E00\u665A\u597D\u4EBA\u6280\u80FD\u5168\u90E8\u5C01\u5370\uFF1B\u730E\u9B54\u4EBA\u7B2C\u4E8C\u665A\u8D77\u72E9\u730E\uFF0C\u4E0D\u6015\u6BD2\u3002"
  ),
  modern(
    "modern12-wolfking-magician",
    "\u72FC\u738B\u9B54\u672F\u5E08",
    { wolfKing: 1, seer: 1, witch: 1, hunter: 1, magician: 1 },
    "3 \u72FC + \u72FC\u738B\uFF0C\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u9B54\u672F\u5E08\uFF1A\u9B54\u672F\u5E08\u6BCF\u665A\u6700\u5148\u4EA4\u6362\u4E24\u4EBA\uFF0C\u5F53\u665A\u6307\u5411\u5176\u4E2D\u4E00\u4EBA\u7684\u6280\u80FD\u90FD\u843D\u5728\u53E6\u4E00\u4EBA\u8EAB\u4E0A\u3002"
  ),
  modern(
    "modern12-gargoyle-gravedigger",
    "\u77F3\u50CF\u9B3C\u5B88\u5893\u4EBA",
    { gargoyle: 1, seer: 1, witch: 1, hunter: 1, gravedigger: 1 },
    "3 \u72FC + \u77F3\u50CF\u9B3C\uFF08\u72EC\u72FC\uFF0C\u6BCF\u665A\u67E5\u9A8C\u4E00\u4EBA\u7684\u8EAB\u4EFD\uFF0C\u72FC\u961F\u51FA\u5C40\u540E\u5E26\u5200\uFF09\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u5893\u4EBA\uFF08\u6B21\u665A\u8D77\u5F97\u77E5\u524D\u4E00\u5929\u653E\u9010\u8005\u662F\u597D\u4EBA\u8FD8\u662F\u72FC\u4EBA\uFF09\uFF1B4 \u6C11\u3002"
  ),
  modern(
    "modern12-mechwolf-psychic",
    "\u673A\u68B0\u72FC\u901A\u7075\u5E08",
    { mechanicalWolf: 1, psychic: 1, witch: 1, hunter: 1, guard: 1 },
    "3 \u72FC + \u673A\u68B0\u72FC\uFF08\u72EC\u72FC\uFF0C\u6574\u5C40\u5B66\u4E00\u6B21\u6280\u80FD\uFF0C\u72FC\u961F\u51FA\u5C40\u540E\u5E26\u5200\uFF09\uFF1B\u901A\u7075\u5E08\uFF08\u5360\u9884\u8A00\u5BB6\u7684\u4F4D\u7F6E\uFF0C\u770B\u786E\u5207\u8EAB\u4EFD\uFF09\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1B4 \u6C11\u3002"
  ),
  modern(
    "modern12-hiddenwolf-crow",
    "\u9690\u72FC\u4E4C\u9E26",
    { hiddenWolf: 1, seer: 1, witch: 1, hunter: 1, crow: 1 },
    "3 \u72FC + \u9690\u72FC\uFF08\u9884\u8A00\u5BB6\u9A8C\u4ED6\u662F\u597D\u4EBA\uFF0C\u72FC\u961F\u51FA\u5C40\u540E\u5E26\u5200\uFF09\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u4E4C\u9E26\uFF08\u8BC5\u5492\u4E00\u4EBA\uFF0C\u6B21\u65E5\u653E\u9010\u6295\u7968\u4ED6\u591A 1 \u7968\uFF09\uFF1B4 \u6C11\u3002",
    { "crow.extraVotes": "1" }
  ),
  modern(
    "modern12-evilknight-guard",
    "\u6076\u7075\u9A91\u58EB\u5B88\u536B",
    { evilKnight: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
    "\uFF08\u53EF\u9009\u677F\u5B50\uFF093 \u72FC + \u6076\u7075\u9A91\u58EB\uFF08\u72FC\u5200\u4E0D\u80FD\u9009\u4ED6\uFF0C\u591C\u91CC\u4E0D\u6B7B\uFF0C\u7B2C\u4E00\u6B21\u88AB\u67E5\u9A8C\u6216\u88AB\u6BD2\u65F6\u53CD\u4F24\uFF09\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1B4 \u6C11\u3002"
  ),
  modern(
    "modern12-purewhite",
    "\u7EAF\u767D\u591C\u5F71",
    { wolfWitch: 1, pureWhite: 1, witch: 1, hunter: 1, guard: 1 },
    "\uFF08\u53EF\u9009\u677F\u5B50\uFF093 \u72FC + \u72FC\u5DEB\uFF08\u72FC\u5200\u540E\u67E5\u9A8C\u4E00\u4EBA\u7684\u8EAB\u4EFD\uFF0C\u7B2C\u4E8C\u665A\u8D77\u9A8C\u5230\u7EAF\u767D\u4E4B\u5973\u5219\u5979\u6B7B\u4EA1\uFF09\uFF1B\u7EAF\u767D\u4E4B\u5973\uFF08\u5360\u9884\u8A00\u5BB6\u7684\u4F4D\u7F6E\uFF0C\u770B\u786E\u5207\u8EAB\u4EFD\uFF0C\u7B2C\u4E8C\u665A\u8D77\u9A8C\u5230\u72FC\u4EBA\u5219\u4ED6\u6B7B\u4EA1\uFF09\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u5B88\u536B\uFF1B4 \u6C11\u3002"
  ),
  modern(
    "modern12-idiot-slacker",
    "\u9884\u5973\u730E\u767D\u6DF7",
    { werewolf: 4, villager: 3, slacker: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 },
    "\uFF08\u53EF\u9009\u677F\u5B50\uFF094 \u72FC\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u767D\u75F4\uFF1B3 \u6C11 + \u6DF7\u8840\u513F\uFF08\u7B2C\u4E00\u665A\u9009\u4E00\u540D\u699C\u6837\uFF0C\u4E0E\u699C\u6837\u540C\u9635\u8425\uFF0C\u5C60\u8FB9\u65F6\u7B97\u6751\u6C11\uFF09\u3002"
  ),
  modern(
    "modern12-idiot-wildchild",
    "\u9884\u5973\u730E\u767D\u91CE",
    { werewolf: 3, villager: 4, wildChild: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 },
    "\uFF08\u53EF\u9009\u677F\u5B50\uFF093 \u72FC\uFF1B\u9884\u8A00\u5BB6\u3001\u5973\u5DEB\u3001\u730E\u4EBA\u3001\u767D\u75F4\uFF1B4 \u6C11 + \u91CE\u5B69\u5B50\uFF08\u7B2C\u4E00\u665A\u9009\u4E00\u540D\u699C\u6837\uFF0C\u699C\u6837\u51FA\u5C40\u540E\u4ED6\u4ECE\u4E0B\u4E00\u665A\u8D77\u53D8\u6210\u72FC\u4EBA\uFF09\u3002"
  )
];

// cloudfunctions/game/src/engine/werewolf/state.ts
function initialFacts(center, sheriff) {
  return {
    center,
    lovers: null,
    guarded: null,
    checked: null,
    target: null,
    saved: false,
    poisoned: null,
    lastGuarded: null,
    antidoteUsed: false,
    poisonUsed: false,
    nightDeaths: [],
    announced: false,
    agenda: [],
    sheriffPending: sheriff,
    dayOver: false,
    news: [],
    deaths: []
  };
}

// cloudfunctions/game/src/engine/werewolf/index.ts
function createWerewolf(roles) {
  const used = roleBook(roles);
  const within = (act2) => (...args) => withBook(used, () => act2(...args));
  return {
    info: withBook(used, werewolfInfo),
    presets: WEREWOLF_PRESETS,
    checkRoles: within(checkWerewolfRoles),
    deal: within(deal),
    describe: within(describeWerewolfStep),
    advance: within(advanceWerewolf),
    upgrade: within(upgradeWerewolf),
    leave: within(leaveWerewolf),
    card: within(card),
    campOf: within(campOf2),
    badNow: within(wolfAt),
    campNames: WEREWOLF_CAMPS,
    tagNames: withBook(used, werewolfTagNames),
    unannouncedDeaths,
    promptInfo: within(rolePromptInfo),
    publicStepKey: within(publicStepKey),
    hidesDeathSkills: within(hidesDeathSkills),
    judgeExtras: within(judgeExtras)
  };
}
function deal(config, rng) {
  const { seats, center } = dealRoles(config, rng);
  const state = {
    game: "werewolf",
    config,
    seats,
    round: 1,
    phase: "night",
    stepId: 1,
    step: { key: "checkin" },
    log: [],
    winner: null,
    x: { ...initialFacts(center, readRules(config.rules)["sheriff.enabled"]), seed: rng.int(2147483647) }
  };
  return { state, carry: void 0 };
}
function card(state, seat) {
  const role = book().role(state.seats[seat - 1].role);
  const { id, name, camp, description } = role;
  return { role: id, roleName: name, camp, description, ...role.cardNow?.(state, seat) };
}
function unannouncedDeaths(state) {
  const pending = state.phase === "day" && !state.x.announced && state.step?.key !== "day.dawn";
  return pending ? state.x.nightDeaths : [];
}
function judgeExtras(state) {
  const center = state.x.center;
  return center.length > 0 ? { centerCards: [...center], centerCardNames: center.map((r) => book().role(r).name) } : {};
}

// cloudfunctions/game/src/engine/werewolf/kit/order.ts
var NIGHT_SLOTS = [
  "thief",
  "cupid",
  "lovers",
  "model",
  "magician",
  "nightmare",
  "dreamweaver",
  "guard",
  "crow",
  "checkBeforeWolves",
  "wolves",
  "wolfBeauty",
  "wolfWitch",
  "hiddenWolf",
  "gargoyle",
  "mechanicalWolf",
  "checkAfterWolves",
  "witch",
  "checkAfterWitch",
  "demonHunter",
  "status",
  "gravedigger"
];
function slotRank(slot) {
  return NIGHT_SLOTS.indexOf(slot);
}
var DAWN_STAGES = [
  "swap",
  "blocks",
  "wolfKill",
  "poison",
  "hunt",
  "reflection",
  "charm",
  "dream",
  "bloodMoon"
];

// cloudfunctions/game/src/engine/werewolf/kit/define.ts
function defineRole(spec) {
  const { night, dawn: dawn3, ...rest } = spec;
  return {
    ...rest,
    ...night && { night: night.map(placeStep) },
    ...dawn3 && { dawn: dawn3.map((hook) => ({ ...hook, rank: DAWN_STAGES.indexOf(hook.stage) })) }
  };
}
function placeStep(step) {
  const { slotOf: slotOf2 } = step;
  return { ...step, rank: (state) => slotRank(slotOf2?.(state) ?? step.slot) };
}

// cloudfunctions/game/src/engine/werewolf/kit/landing.ts
function landsOn(state, seat) {
  return book().inPlay(state).reduce((at, r) => r.redirect?.to(state, at) ?? at, seat);
}
function landing(state, seat) {
  const to = landsOn(state, seat);
  if (to === seat) return `${seat} \u53F7`;
  const why = book().inPlay(state).find((r) => r.redirect && r.redirect.to(state, seat) !== seat)?.redirect?.why;
  return `${seat} \u53F7\uFF08${why}\uFF0C\u5B9E\u9645\u843D\u5728 ${to} \u53F7\uFF09`;
}

// cloudfunctions/game/src/engine/werewolf/kit/checks.ts
function checkOther(role, name) {
  return (state) => {
    const seat = actor(state, role);
    if (seat === null) return NO_INPUT;
    return {
      input: { type: "seats", min: 1, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
      refuse: (s) => s === seat ? `${name}\u4E0D\u80FD\u67E5\u9A8C\u81EA\u5DF1` : dead(s)
    };
  };
}
function checkSlot(state) {
  const step = rulesOf(state)["night.seerStep"];
  return step === "afterWitch" ? "checkAfterWitch" : step === "afterWolves" ? "checkAfterWolves" : "checkBeforeWolves";
}

// cloudfunctions/game/src/engine/werewolf/kit/lone-wolf.ts
function loneKillStep(role, name, key, slot) {
  const title = `${name}\u88AD\u51FB`;
  const say = [`${name}\u8BF7\u7741\u773C\u3002`, `${name}\u8BF7\u95ED\u773C\u3002`];
  return {
    key,
    slot,
    nights: "every",
    actors: (state) => holdsKnife(state, role) ? holdersAnswer(state, role) : NOBODY,
    legal(state) {
      if (!holdsKnife(state, role)) return NO_INPUT;
      return {
        input: { type: "seats", min: 0, max: 1, options: wolfTargets(state) },
        refuse: (s) => state.seats[s - 1].alive ? `${roleName2(state.seats[s - 1].role)}\u4E0D\u80FD\u88AB\u72FC\u4EBA\u88AD\u51FB` : dead(s),
        passLabel: "\u7A7A\u5200"
      };
    },
    words(state) {
      const seat = actor(state, role);
      if (seat === null) return { title, say, hint: `${absence(state, role)}\uFF1A${STILL}` };
      if (!holdsKnife(state, role)) {
        return { title, say, hint: `${name}\uFF1A${seat} \u53F7\u3002\u5176\u4ED6\u72FC\u4EBA\u8FD8\u6D3B\u7740\uFF0C\u4ED6\u8FD8\u4E0D\u5E26\u5200\uFF1A\u5411\u4ED6\u6447\u624B\u793A\u610F\u4ECA\u665A\u4E0D\u80FD\u88AD\u51FB\u3002${STILL}` };
      }
      return {
        title,
        say,
        hint: `${name}\uFF1A${seat} \u53F7\u3002\u72FC\u961F\u5DF2\u5168\u90E8\u51FA\u5C40\uFF0C\u4ED6\u5E26\u5200\uFF1A\u5411\u4ED6\u505A\u5E26\u5200\u624B\u52BF\uFF08\u624B\u638C\u6A2A\u5207\uFF09\uFF0C\u70B9\u9009\u4ED6\u6307\u7684\u73A9\u5BB6\uFF1B\u4ED6\u4E0D\u88AD\u51FB\u65F6\u4E0D\u9009\u3002`
      };
    },
    apply(draft, input) {
      if (!holdsKnife(draft, role)) return;
      const [target] = seatsOf3(input);
      draft.x.target = target ?? null;
      const text = target === void 0 ? `${name}\u5E26\u5200\uFF0C\u4ECA\u665A\u6CA1\u6709\u88AD\u51FB` : `${name}\u5E26\u5200\uFF0C\u9009\u62E9\u88AD\u51FB ${target} \u53F7`;
      addLog(draft, text);
      recordAct(draft, { key, role, actors: draft.seats.filter((s) => s.alive && s.role === role).map((s) => s.seat), targets: target === void 0 ? [] : [target], text });
    }
  };
}

// cloudfunctions/game/src/engine/werewolf/kit/model-step.ts
function modelOf(state, role) {
  return state.x.roles?.[role]?.model ?? null;
}
function modelStep(role, name, key) {
  const title = `${name}\u9009\u699C\u6837`;
  const say = [`${name}\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u7684\u699C\u6837\u3002`, `${name}\u8BF7\u95ED\u773C\u3002`];
  return {
    key,
    slot: "model",
    nights: "first",
    actors: (state) => holdersAnswer(state, role),
    legal(state) {
      const seat = actor(state, role);
      if (seat === null) return NO_INPUT;
      return {
        input: { type: "seats", min: 1, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
        refuse: (s) => s === seat ? `${name}\u4E0D\u80FD\u9009\u81EA\u5DF1\u505A\u699C\u6837` : dead(s)
      };
    },
    words(state) {
      const seat = actor(state, role);
      if (seat === null) return { title, say, hint: `${absence(state, role)}\uFF1A${STILL}` };
      return { title, say, hint: `${name}\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u6307\u7684\u699C\u6837\uFF08\u53E6\u4E00\u540D\u73A9\u5BB6\uFF09\uFF1B\u4E0D\u8981\u8BA9\u4ED6\u77E5\u9053\u699C\u6837\u7684\u8EAB\u4EFD\u3002` };
    },
    apply(draft, input) {
      const seat = actor(draft, role);
      const [model] = seatsOf3(input);
      if (seat === null || model === void 0) return;
      draft.x.roles = { ...draft.x.roles, [role]: { model } };
      const text = `${name} ${seat} \u53F7\u9009\u62E9 ${model} \u53F7\u4E3A\u699C\u6837`;
      addLog(draft, text);
      recordAct(draft, { key, role, actors: [seat], targets: [model], text });
    }
  };
}

// cloudfunctions/game/src/engine/werewolf/kit/shots.ts
var NO_SHOT_CAUSES = ["poison", "lover", "dream", "charm", "whiteWolfKing", "shot", "selfDestruct", "duel"];
function causeOf(value) {
  return value === "selfDestruct" ? "explode" : value;
}
function silencingCause(state, death, noShotOn) {
  const value = NO_SHOT_CAUSES.find((v) => noShotOn.includes(v) && death.causes.includes(causeOf(v)));
  if (value) return causeOf(value);
  const tonight2 = death.night && death.round === state.round;
  return tonight2 && blockOf(state, death.seat)?.silencesShot ? "blocked" : void 0;
}
function silencedBy(silencer) {
  return silencer === "blocked" ? "\u6B7B\u4EA1\u5F53\u665A\u6280\u80FD\u88AB\u5C01\u5370" : HOW[silencer];
}
function tonightsDeaths(state) {
  const copy3 = cloneJson(state);
  const dying = [];
  runDawnHooks(copy3, dying);
  const before2 = copy3.x.deaths.length;
  killSeats(copy3, dying, true);
  return copy3.x.deaths.slice(before2);
}
function shoot(draft, shooter, title, target) {
  const text = target === void 0 ? `${title} ${shooter} \u53F7\u6CA1\u6709\u5F00\u67AA` : `${title} ${shooter} \u53F7\u5F00\u67AA\u5E26\u8D70 ${target} \u53F7`;
  addLog(draft, text);
  const key = draft.step?.key ?? "day.hunter";
  recordAct(draft, { key, role: draft.seats[shooter - 1].role, actors: [shooter], targets: target === void 0 ? [] : [target], text });
  if (target === void 0) return { dead: [] };
  const stopped = book().inPlay(draft).map((r) => r.stopsShot?.(draft, shooter, target)).find((why) => why !== void 0);
  if (stopped !== void 0) {
    addLog(draft, stopped);
    recordNote(draft, stopped);
    draft.x.news = [rulesOf(draft)["reveal.onDeath"] ? `${shooter} \u53F7\u73A9\u5BB6\u5F00\u67AA\uFF0C${target} \u53F7\u73A9\u5BB6\u6CA1\u6709\u51FA\u5C40\u3002` : `${target} \u53F7\u73A9\u5BB6\u6CA1\u6709\u51FA\u5C40\u3002`];
    return { dead: [] };
  }
  const died = killSeats(draft, [{ seat: target, cause: "shot", shooter }]);
  const victim = deathOf(draft, target);
  if (victim && rulesOf(draft)["lastWords"] === "modern") {
    victim.lastWords = deathOf(draft, shooter)?.lastWords ?? false;
  }
  const took = rulesOf(draft)["reveal.onDeath"] ? "\u5F00\u67AA\u5E26\u8D70\u4E86" : "\u5E26\u8D70\u4E86";
  draft.x.news = [`${shooter} \u53F7\u73A9\u5BB6${took} ${announceSeat2(draft, target)}\u3002`, ...loverLines(draft, died, target)];
  return { dead: died };
}
function shotStep(key, title, roleName4) {
  return {
    key,
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: "seats", min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: "\u4E0D\u5F00\u67AA" }),
    words(state, step) {
      const cause = deathOf(state, step.seat)?.cause;
      const say = rulesOf(state)["reveal.onDeath"] ? `${step.seat} \u53F7\u73A9\u5BB6\u662F${roleName4}\uFF0C\u53EF\u4EE5\u5F00\u67AA\u5E26\u8D70\u4E00\u540D\u73A9\u5BB6\uFF0C\u4E5F\u53EF\u4EE5\u4E0D\u5F00\u67AA\u3002` : NEUTRAL_SKILL_LINE;
      return {
        title,
        say: [say],
        hint: `${step.seat} \u53F7\u662F${roleName4}\uFF0C${cause === "exile" ? "\u88AB\u653E\u9010" : "\u5DF2\u6B7B\u4EA1"}\u3002\u4ED6\u4EAE\u724C\u5F00\u67AA\u65F6\u70B9\u9009\u4ED6\u5E26\u8D70\u7684\u73A9\u5BB6\uFF1B\u4E0D\u5F00\u67AA\u65F6\u4E0D\u9009\u3002`
      };
    },
    apply: (draft, step, input) => shoot(draft, step.seat, roleName4, seatsOf3(input)[0])
  };
}

// cloudfunctions/game/src/engine/werewolf/kit/shooter.ts
function statusStep({ status: key, role, name }, silencer) {
  return {
    key,
    slot: "status",
    nights: "every",
    enabled: (state) => rulesOf(state)["night.shotStatus"],
    actors: (state) => actor(state, role) === null ? NOBODY : holdersAnswer(state, role, "time"),
    legal: () => NO_INPUT,
    words(state) {
      const say = [`${name}\u8BF7\u7741\u773C\u3002`, "\u4F60\u7684\u5F00\u67AA\u72B6\u6001\u662F\u2026\u2026\uFF08\u62C7\u6307\u5411\u4E0A\uFF1A\u53EF\u4EE5 / \u5411\u4E0B\uFF1A\u4E0D\u80FD\uFF09", `${name}\u8BF7\u95ED\u773C\u3002`];
      const seat = actor(state, role);
      if (seat === null) return { title: `${name}\u5F00\u67AA\u72B6\u6001`, say, hint: `${name}\u5DF2\u51FA\u5C40\uFF1A${STILL}`, info: { canShoot: false } };
      const blocked = blockOf(state, seat)?.silencesShot === true;
      const death = tonightsDeaths(state).find((d) => d.seat === seat);
      const canShoot = !blocked && !(death && silencer(state, death));
      const down = blocked ? `${name} ${seat} \u53F7\u4ECA\u665A\u88AB\u5C01\u5370\uFF0C\u4E0D\u80FD\u5F00\u67AA` : `${name} ${seat} \u53F7\u4ECA\u665A\u6B7B\u4EA1\u4E14\u4E0D\u80FD\u5F00\u67AA`;
      return {
        title: `${name}\u5F00\u67AA\u72B6\u6001`,
        say,
        hint: canShoot ? `${name} ${seat} \u53F7\u4ECA\u665A\u53EF\u4EE5\u5F00\u67AA\uFF1A\u62C7\u6307\u5411\u4E0A \u{1F44D}` : `${down}\uFF1A\u62C7\u6307\u5411\u4E0B \u{1F44E}`,
        info: { canShoot }
      };
    }
  };
}
function shooterParts(spec) {
  const silencer = (state, death) => silencingCause(state, death, spec.noShotOn(state));
  return {
    onDeath: (state, death) => silencer(state, death) === void 0 ? [{ key: spec.shot, seat: death.seat }] : [],
    deathLog(state, death) {
      const cause = silencer(state, death);
      return cause && `${death.seat} \u53F7${spec.name}${silencedBy(cause)}\uFF0C\u6309\u89C4\u5219\u4E0D\u80FD\u5F00\u67AA`;
    },
    dawnNote: (state, death) => silencer(state, death) === void 0 ? `${death.seat} \u53F7${spec.name}\u53EF\u4EE5\u5F00\u67AA\u3002` : `${death.seat} \u53F7${spec.name}\u6309\u89C4\u5219\u4E0D\u80FD\u5F00\u67AA\u3002`,
    night: [statusStep(spec, silencer)],
    day: [{ ...shotStep(spec.shot, `${spec.name}\u5F00\u67AA`, spec.name), hiddenAs: "skill", ...spec.words && { words: spec.words } }]
  };
}

// cloudfunctions/game/src/engine/werewolf/kit/index.ts
function roleOf(id) {
  return book().role(id);
}
function cardShown(state, seat) {
  const card2 = state.seats[seat - 1].role;
  return roleOf(card2).psychicSees?.(state) ?? card2;
}
function allRoles() {
  return book().roles;
}
function rolesInPlay(state) {
  return book().inPlay(state);
}
function nightStepOf(key) {
  return book().nightSteps.find((s) => s.key === key);
}

// cloudfunctions/game/src/engine/werewolf/roles/bear.ts
var bear = defineRole({
  id: "bear",
  name: "\u718A",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4F60\u6CA1\u6709\u591C\u95F4\u80FD\u529B\u3002\u6BCF\u5929\u5929\u4EAE\u65F6\uFF0C\u5982\u679C\u4F60\u8FD8\u6D3B\u7740\uFF0C\u800C\u4F60\u4E24\u8FB9\u6700\u8FD1\u7684\u6D3B\u7740\u7684\u73A9\u5BB6\u4E2D\u6709\u72FC\u4EBA\uFF0C\u6CD5\u5B98\u4F1A\u5BA3\u5E03\u300C\u718A\u5486\u54EE\u4E86\u300D\uFF1B\u5426\u5219\u5BA3\u5E03\u300C\u718A\u6CA1\u6709\u5486\u54EE\u300D\u3002",
  day: [{
    key: "day.bear",
    stage: "opening",
    actors: () => HOST,
    legal: () => NO_INPUT,
    words(state, step) {
      const roar = roars(state, step.seat);
      return {
        title: "\u718A",
        say: [MORNING2, roar ? "\u718A\u5486\u54EE\u4E86\u3002" : "\u718A\u6CA1\u6709\u5486\u54EE\u3002"],
        hint: `\u718A\uFF1A${step.seat} \u53F7${state.seats[step.seat - 1].alive ? "" : "\uFF08\u5DF2\u51FA\u5C40\uFF09"}\u3002${roar ? "\u4ED6\u4E24\u8FB9\u6700\u8FD1\u7684\u6D3B\u7740\u7684\u73A9\u5BB6\u4E2D\u6709\u72FC\u4EBA\u3002" : ""}`,
        info: { roar }
      };
    },
    apply(draft, step) {
      const roar = roars(draft, step.seat);
      const text = `\u718A\uFF08${step.seat} \u53F7\uFF09${roar ? "\u5486\u54EE\u4E86" : "\u6CA1\u6709\u5486\u54EE"}`;
      recordAct(draft, { key: "day.bear", role: "bear", actors: [step.seat], targets: [], result: roar ? "roar" : "quiet", text });
    }
  }]
});
function roars(state, seat) {
  if (!state.seats[seat - 1].alive) return false;
  const n = state.seats.length;
  const nearest = (dir) => {
    for (let i = 1; i < n; i++) {
      const s = state.seats[(seat - 1 + dir * i + n) % n];
      if (s.alive) return s;
    }
    return void 0;
  };
  return [nearest(1), nearest(-1)].some((s) => s !== void 0 && wolfAt(state, s.seat));
}

// cloudfunctions/game/src/engine/werewolf/roles/blood-moon.ts
var OPTIONS = [
  option({
    id: "bloodMoon.sealsShots",
    name: "\u8840\u6708\u591C\u730E\u4EBA\u4E0D\u80FD\u5F00\u67AA",
    type: "boolean",
    group: "advanced",
    description: "\u8840\u6708\u4F7F\u5F92\u81EA\u7206\u540E\u7684\u90A3\u4E00\u591C\uFF0C\u591C\u91CC\u6B7B\u4EA1\u7684\u730E\u4EBA\uFF08\u72FC\u738B\uFF09\u4E5F\u4E0D\u80FD\u5F00\u67AA\u3002\u5173\u95ED\u65F6\u4ED6\u5929\u4EAE\u540E\u7167\u5E38\u53EF\u4EE5\u5F00\u67AA\u3002",
    default: false
  })
];
var bloodMoon = defineRole({
  id: "bloodMoon",
  name: "\u8840\u6708\u4F7F\u5F92",
  camp: "wolf",
  class: "wolf",
  unique: true,
  explodes: true,
  description: "\u72FC\u4EBA\u9635\u8425\uFF0C\u591C\u91CC\u548C\u72FC\u961F\u4E00\u8D77\u6740\u4EBA\u3002\u767D\u5929\u81EA\u7206\u540E\uFF0C\u4E0B\u4E00\u665A\u6240\u6709\u597D\u4EBA\u7684\u6280\u80FD\u90FD\u88AB\u5C01\u5370\uFF08\u65E0\u6548\uFF09\u3002\u4F5C\u4E3A\u6700\u540E\u4E00\u540D\u72FC\u4EBA\u88AB\u653E\u9010\u65F6\uFF0C\u4ED6\u7559\u5230\u4E0B\u4E00\u4E2A\u5929\u4EAE\u624D\u51FA\u5C40\uFF1A\u5F53\u665A\u72EC\u81EA\u6740\u4EBA\uFF0C\u5929\u4EAE\u65F6\u6B7B\u4EA1\u3002",
  options: OPTIONS,
  blocks(state, seat) {
    if (!sealedTonight(state) || wolfAt(state, seat)) return void 0;
    return { why: `\u8840\u6708\u4E4B\u591C\uFF1A\u8840\u6708\u4F7F\u5F92\u6628\u5929\u81EA\u7206\uFF0C${seat} \u53F7\u7B49\u6240\u6709\u597D\u4EBA\u4ECA\u665A\u6280\u80FD\u88AB\u5C01\u5370\uFF1A`, silencesShot: rulesOf(state)["bloodMoon.sealsShots"] };
  },
  staysOnExile(draft, seat) {
    const lastWolf = draft.seats.every((s) => s.seat === seat || !s.alive || !wolfAt(draft, s.seat));
    if (!lastWolf) return void 0;
    draft.x.roles ??= {};
    draft.x.roles.bloodMoon = { staying: true };
    const text = `${seat} \u53F7\u8840\u6708\u4F7F\u5F92\u662F\u6700\u540E\u4E00\u540D\u72FC\u4EBA\uFF0C\u88AB\u653E\u9010\u540E\u7559\u5230\u4E0B\u4E00\u4E2A\u5929\u4EAE\uFF1A\u4ECA\u665A\u4ED6\u72EC\u81EA\u6740\u4EBA\uFF0C\u5929\u4EAE\u51FA\u5C40`;
    recordNote(draft, text);
    return text;
  },
  dawn: [{ stage: "bloodMoon", resolve: leaveAtDawn }],
  nightfall(draft) {
    if (sealedTonight(draft)) recordNote(draft, "\u8840\u6708\u4E4B\u591C\uFF1A\u8840\u6708\u4F7F\u5F92\u6628\u5929\u81EA\u7206\uFF0C\u4ECA\u665A\u6240\u6709\u597D\u4EBA\u7684\u6280\u80FD\u88AB\u5C01\u5370");
  }
});
function staying(state) {
  return state.x.roles?.bloodMoon?.staying === true;
}
function sealedTonight(state) {
  const seat = holder(state, "bloodMoon");
  const death = seat === null ? void 0 : deathOf(state, seat);
  return death !== void 0 && death.cause === "explode" && !death.night && state.round === death.round + 1;
}
function leaveAtDawn(draft, dying) {
  const seat = holder(draft, "bloodMoon");
  if (seat === null || !staying(draft)) return;
  draft.x.roles = { ...draft.x.roles, bloodMoon: { staying: false } };
  addLog(draft, `${seat} \u53F7\u8840\u6708\u4F7F\u5F92\u5929\u4EAE\u51FA\u5C40\uFF08\u6628\u5929\u88AB\u653E\u9010\uFF09`);
  dying.push({ seat, cause: "exile" });
}

// cloudfunctions/game/src/engine/werewolf/roles/demon-hunter.ts
var demonHunter = defineRole({
  id: "demonHunter",
  name: "\u730E\u9B54\u4EBA",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4ECE\u7B2C\u4E8C\u665A\u8D77\uFF0C\u6BCF\u665A\u53EF\u4EE5\u72E9\u730E\u4E00\u540D\u73A9\u5BB6\uFF1A\u4ED6\u662F\u72FC\u4EBA\u9635\u8425\u5219\u6B7B\u4EA1\uFF1B\u4ED6\u662F\u597D\u4EBA\u5219\u4F60\u81EA\u5DF1\u6B7B\u4EA1\u3002\u5B88\u536B\u548C\u89E3\u836F\u6321\u4E0D\u4F4F\u72E9\u730E\u3002\u4F60\u4E0D\u4F1A\u88AB\u5973\u5DEB\u6BD2\u6B7B\uFF08\u6BD2\u836F\u65E0\u6548\uFF09\u3002",
  night: [{
    key: "night.demonHunter",
    slot: "demonHunter",
    nights: "later",
    actors: (state) => holdersAnswer(state, "demonHunter"),
    legal(state) {
      const seat = actor(state, "demonHunter");
      if (seat === null) return NO_INPUT;
      return {
        input: { type: "seats", min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat) },
        refuse: (s) => s === seat ? "\u730E\u9B54\u4EBA\u4E0D\u80FD\u72E9\u730E\u81EA\u5DF1" : dead(s),
        passLabel: "\u4E0D\u72E9\u730E"
      };
    },
    words(state) {
      const seat = actor(state, "demonHunter");
      const say = ["\u730E\u9B54\u4EBA\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u72E9\u730E\u7684\u73A9\u5BB6\u3002", "\u730E\u9B54\u4EBA\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u730E\u9B54\u4EBA\u72E9\u730E", say, hint: `${absence(state, "demonHunter")}\uFF1A${STILL}` };
      return { title: "\u730E\u9B54\u4EBA\u72E9\u730E", say, hint: `\u730E\u9B54\u4EBA\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u72E9\u730E\u7684\u73A9\u5BB6\uFF0C\u4E0D\u72E9\u730E\u65F6\u4E0D\u9009\u3002\u72FC\u4EBA\u9635\u8425\u7684\u76EE\u6807\u5929\u4EAE\u6B7B\u4EA1\uFF1B\u597D\u4EBA\u76EE\u6807\u5219\u730E\u9B54\u4EBA\u81EA\u5DF1\u6B7B\u4EA1\u3002` };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      draft.x.roles ??= {};
      draft.x.roles.demonHunter = { hunted: target ?? null };
      const seat = actor(draft, "demonHunter");
      if (seat === null) return;
      const text = target === void 0 ? `\u730E\u9B54\u4EBA ${seat} \u53F7\u6CA1\u6709\u72E9\u730E` : `\u730E\u9B54\u4EBA ${seat} \u53F7\u72E9\u730E ${landing(draft, target)}`;
      addLog(draft, text);
      recordAct(draft, { key: "night.demonHunter", role: "demonHunter", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }],
  dawn: [
    { stage: "poison", resolve: poisonImmune },
    { stage: "hunt", resolve: hunt }
  ],
  // The hunted wolf's card is not announced, even where cards are shown on death.
  hidesCard: (state, death) => death.causes.includes("hunt") && wolfAt(state, death.seat),
  nightfall(draft) {
    if (draft.x.roles?.demonHunter) draft.x.roles.demonHunter.hunted = null;
  }
});
function poisonImmune(draft, dying) {
  const seat = holder(draft, "demonHunter");
  const at = dying.findIndex((d) => d.seat === seat && d.cause === "poison");
  if (at < 0) return;
  dying.splice(at, 1);
  addLog(draft, `${seat} \u53F7\u662F\u730E\u9B54\u4EBA\uFF0C\u6BD2\u836F\u5BF9\u4ED6\u65E0\u6548`);
}
function hunt(draft, dying) {
  const pick2 = draft.x.roles?.demonHunter?.hunted ?? null;
  const seat = holder(draft, "demonHunter");
  if (pick2 === null || seat === null) return;
  const target = landsOn(draft, pick2);
  if (wolfAt(draft, target)) {
    addLog(draft, `\u730E\u9B54\u4EBA\u72E9\u730E\u5230\u72FC\u4EBA\u9635\u8425\u7684 ${target} \u53F7\uFF1A\u4ED6\u6B7B\u4EA1`);
    dying.push({ seat: target, cause: "hunt" });
  } else {
    addLog(draft, `\u730E\u9B54\u4EBA\u72E9\u730E\u5230\u597D\u4EBA ${target} \u53F7\uFF1A\u730E\u9B54\u4EBA ${seat} \u53F7\u6B7B\u4EA1`);
    dying.push({ seat, cause: "hunt" });
  }
}

// cloudfunctions/game/src/engine/werewolf/roles/dreamweaver.ts
var OPTIONS2 = [
  option({
    id: "dreamweaver.mustChoose",
    name: "\u6444\u68A6\u4EBA\u5FC5\u987B\u6444\u68A6",
    type: "boolean",
    group: "advanced",
    description: "\u6444\u68A6\u4EBA\u6BCF\u665A\u5FC5\u987B\u9009\u62E9\u4E00\u540D\u68A6\u6E38\u8005\u3002\u5173\u95ED\u65F6\u53EF\u4EE5\u4E0D\u9009\u3002",
    default: true
  })
];
var dreamweaver = defineRole({
  id: "dreamweaver",
  name: "\u6444\u68A6\u4EBA",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u6BCF\u665A\u5728\u5B88\u536B\u4E4B\u524D\u7741\u773C\uFF0C\u9009\u62E9\u4E00\u540D\u5176\u4ED6\u73A9\u5BB6\u4F5C\u4E3A\u68A6\u6E38\u8005\uFF08\u4ED6\u4E0D\u77E5\u9053\uFF09\uFF1A\u68A6\u6E38\u8005\u5F53\u665A\u4E0D\u4F1A\u56E0\u5200\u3001\u6BD2\u3001\u72E9\u730E\u7B49\u591C\u95F4\u539F\u56E0\u6B7B\u4EA1\u3002\u8FDE\u7EED\u4E24\u665A\u9009\u540C\u4E00\u4EBA\uFF0C\u4ED6\u4F1A\u68A6\u4EA1\uFF1B\u6444\u68A6\u4EBA\u591C\u91CC\u6B7B\u4EA1\uFF0C\u5F53\u665A\u7684\u68A6\u6E38\u8005\u968F\u4ED6\u68A6\u4EA1\uFF08\u767D\u5929\u6B7B\u4EA1\u4E0D\u4F1A\uFF09\u3002",
  options: OPTIONS2,
  night: [{
    key: "night.dreamweaver",
    slot: "dreamweaver",
    nights: "every",
    actors: (state) => holdersAnswer(state, "dreamweaver"),
    legal(state) {
      const seat = actor(state, "dreamweaver");
      if (seat === null) return NO_INPUT;
      const options = livingSeats(state).filter((s) => s !== seat);
      const must = rulesOf(state)["dreamweaver.mustChoose"];
      return {
        input: { type: "seats", min: must ? Math.min(1, options.length) : 0, max: 1, options },
        refuse: (s) => s === seat ? "\u6444\u68A6\u4EBA\u4E0D\u80FD\u9009\u62E9\u81EA\u5DF1" : dead(s),
        ...!must && { passLabel: "\u4E0D\u6444\u68A6" }
      };
    },
    words(state) {
      const seat = actor(state, "dreamweaver");
      const say = ["\u6444\u68A6\u4EBA\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4ECA\u665A\u7684\u68A6\u6E38\u8005\u3002", "\u6444\u68A6\u4EBA\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u6444\u68A6\u4EBA\u6444\u68A6", say, hint: `${absence(state, "dreamweaver")}\uFF1A${STILL}` };
      const last = factsOf(state).last;
      const must = rulesOf(state)["dreamweaver.mustChoose"];
      return {
        title: "\u6444\u68A6\u4EBA\u6444\u68A6",
        say,
        hint: [
          `\u6444\u68A6\u4EBA\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u6307\u7684\u68A6\u6E38\u8005${must ? `\uFF08\u89C4\u5219${ruleName("dreamweaver.mustChoose")}\uFF1A\u5FC5\u987B\u9009\u4E00\u4EBA\uFF09` : "\uFF0C\u4E0D\u9009\u65F6\u4E0D\u70B9"}\u3002`,
          last !== null ? `\u6628\u665A\u7684\u68A6\u6E38\u8005\u662F ${last} \u53F7\uFF1A\u4ECA\u665A\u518D\u9009\u4ED6\uFF0C\u4ED6\u4F1A\u68A6\u4EA1\u3002` : ""
        ].join("")
      };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      const facts4 = mutableFacts(draft);
      facts4.dreamer = target === void 0 ? null : landsOn(draft, target);
      const seat = actor(draft, "dreamweaver");
      if (seat === null) return;
      const text = target === void 0 ? `\u6444\u68A6\u4EBA ${seat} \u53F7\u6CA1\u6709\u9009\u62E9\u68A6\u6E38\u8005` : `\u6444\u68A6\u4EBA ${seat} \u53F7\u9009\u62E9 ${landing(draft, target)}\u4E3A\u68A6\u6E38\u8005`;
      addLog(draft, text);
      recordAct(draft, { key: "night.dreamweaver", role: "dreamweaver", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }],
  dawn: [{ stage: "dream", resolve: dream }],
  nightfall(draft) {
    const facts4 = draft.x.roles?.dreamweaver;
    if (!facts4) return;
    facts4.last = facts4.dreamer;
    facts4.dreamer = null;
  }
});
var NONE = { dreamer: null, last: null };
function factsOf(state) {
  return state.x.roles?.dreamweaver ?? NONE;
}
function mutableFacts(draft) {
  draft.x.roles ??= {};
  return draft.x.roles.dreamweaver ??= { ...NONE };
}
function dream(draft, dying) {
  const { dreamer, last } = factsOf(draft);
  if (dreamer === null) return;
  const spared = dying.filter((d) => d.seat === dreamer);
  if (spared.length > 0) {
    dying.splice(0, dying.length, ...dying.filter((d) => d.seat !== dreamer));
    addLog(draft, `${dreamer} \u53F7\u662F\u68A6\u6E38\u8005\uFF0C\u514D\u4E8E\u4ECA\u665A\u7684\u6B7B\u4EA1`);
  }
  const weaver = holder(draft, "dreamweaver");
  if (dreamer === last) {
    addLog(draft, `${dreamer} \u53F7\u8FDE\u7EED\u4E24\u665A\u662F\u68A6\u6E38\u8005\uFF1A\u68A6\u4EA1`);
    dying.push({ seat: dreamer, cause: "dream" });
  } else if (weaver !== null && dying.some((d) => d.seat === weaver)) {
    addLog(draft, `\u6444\u68A6\u4EBA ${weaver} \u53F7\u4ECA\u665A\u6B7B\u4EA1\uFF0C\u68A6\u6E38\u8005 ${dreamer} \u53F7\u968F\u4E4B\u68A6\u4EA1`);
    dying.push({ seat: dreamer, cause: "dream" });
  }
}

// cloudfunctions/game/src/engine/werewolf/roles/crow.ts
var OPTIONS3 = [
  option({
    id: "crow.extraVotes",
    name: "\u4E4C\u9E26\u8BC5\u5492\u52A0\u7968",
    type: "enum",
    group: "advanced",
    description: "\u88AB\u4E4C\u9E26\u8BC5\u5492\u7684\u73A9\u5BB6\u5728\u7B2C\u4E8C\u5929\u7684\u653E\u9010\u6295\u7968\uFF08\u542B PK\uFF09\u4E2D\u989D\u5916\u591A\u5F97\u7684\u7968\u6570\u3002",
    values: ["1", "0.5"],
    valueNames: ["1 \u7968", "0.5 \u7968"],
    default: "1"
  }),
  option({
    id: "crow.noRepeat",
    name: "\u4E4C\u9E26\u4E0D\u80FD\u8FDE\u7EED\u8BC5\u5492\u540C\u4E00\u4EBA",
    type: "boolean",
    group: "advanced",
    description: "\u4E4C\u9E26\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u8BC5\u5492\u540C\u4E00\u540D\u73A9\u5BB6\u3002",
    default: true
  })
];
function lastCurse(state) {
  return state.x.roles?.crow;
}
var crow = defineRole({
  id: "crow",
  name: "\u4E4C\u9E26",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u6BCF\u665A\u53EF\u4EE5\u8BC5\u5492\u4E00\u540D\u73A9\u5BB6\uFF08\u4E0D\u80FD\u662F\u81EA\u5DF1\uFF09\uFF0C\u4ED6\u5728\u7B2C\u4E8C\u5929\u7684\u653E\u9010\u6295\u7968\uFF08\u542B PK\uFF09\u4E2D\u989D\u5916\u591A 1 \u7968\uFF08\u4EE5\u672C\u5C40\u89C4\u5219\u4E3A\u51C6\uFF09\u3002\u8BC5\u5492\u5230\u8BA1\u7968\u65F6\u624D\u516C\u5E03\u3002",
  options: OPTIONS3,
  voteBonus(state) {
    const curse = lastCurse(state);
    if (!curse || curse.cursed === null || curse.round !== state.round) return [];
    return [{ seat: curse.cursed, votes: Number(rulesOf(state)["crow.extraVotes"]), why: "\u4E4C\u9E26\u7684\u8BC5\u5492" }];
  },
  night: [{
    key: "night.crow",
    slot: "crow",
    nights: "every",
    actors: (state) => holdersAnswer(state, "crow"),
    legal(state) {
      const seat = actor(state, "crow");
      if (seat === null) return NO_INPUT;
      const last = lastNight(state);
      return {
        input: { type: "seats", min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && s !== last) },
        refuse: (s) => s === seat ? "\u4E4C\u9E26\u4E0D\u80FD\u8BC5\u5492\u81EA\u5DF1" : s === last ? `\u4E4C\u9E26\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u8BC5\u5492\u540C\u4E00\u540D\u73A9\u5BB6\uFF1A${s} \u53F7\u6628\u665A\u5DF2\u88AB\u8BC5\u5492` : dead(s),
        passLabel: "\u4E0D\u8BC5\u5492"
      };
    },
    words(state) {
      const seat = actor(state, "crow");
      const say = ["\u4E4C\u9E26\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u8BC5\u5492\u7684\u73A9\u5BB6\u3002", "\u4E4C\u9E26\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u4E4C\u9E26\u8BC5\u5492", say, hint: `${absence(state, "crow")}\uFF1A${STILL}` };
      const last = lastNight(state);
      return {
        title: "\u4E4C\u9E26\u8BC5\u5492",
        say,
        hint: `\u4E4C\u9E26\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u8BC5\u5492\u7684\u73A9\u5BB6\uFF08\u660E\u5929\u653E\u9010\u6295\u7968\u591A ${rulesOf(state)["crow.extraVotes"]} \u7968\uFF09\uFF1B${last !== null ? `\u6628\u665A\u8BC5\u5492\u4E86 ${last} \u53F7\uFF0C\u4ECA\u665A\u4E0D\u80FD\u518D\u9009\u4ED6\uFF1B` : ""}\u4E0D\u8BC5\u5492\u65F6\u4E0D\u9009\u3002`
      };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      draft.x.roles = { ...draft.x.roles, crow: { cursed: target === void 0 ? null : landsOn(draft, target), round: draft.round, chosen: target ?? null } };
      const seat = actor(draft, "crow");
      if (seat === null) return;
      const text = target === void 0 ? `\u4E4C\u9E26 ${seat} \u53F7\u6CA1\u6709\u8BC5\u5492` : `\u4E4C\u9E26 ${seat} \u53F7\u8BC5\u5492 ${landing(draft, target)}`;
      addLog(draft, text);
      recordAct(draft, { key: "night.crow", role: "crow", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }]
});
function lastNight(state) {
  const curse = lastCurse(state);
  return rulesOf(state)["crow.noRepeat"] && curse && curse.round === state.round - 1 ? curse.chosen ?? curse.cursed : null;
}

// cloudfunctions/game/src/engine/werewolf/roles/evil-knight.ts
var OPTIONS4 = [
  option({
    id: "evilKnight.reflectOn",
    name: "\u6076\u7075\u9A91\u58EB\u53CD\u4F24",
    type: "set",
    group: "advanced",
    description: "\u6076\u7075\u9A91\u58EB\u88AB\u8FD9\u4E9B\u6280\u80FD\u4F5C\u7528\u65F6\u53CD\u4F24\uFF08\u6574\u5C40\u4E00\u6B21\uFF09\uFF1A\u4F7F\u7528\u8005\u5F53\u665A\u6B7B\u4EA1\u3002",
    values: ["check", "poison"],
    valueNames: ["\u88AB\u67E5\u9A8C", "\u88AB\u6BD2"],
    default: ["check", "poison"]
  })
];
var evilKnight = defineRole({
  id: "evilKnight",
  name: "\u6076\u7075\u9A91\u58EB",
  camp: "wolf",
  class: "wolf",
  unique: true,
  notWolfTarget: true,
  nightImmune: true,
  description: "\u4F60\u548C\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\uFF0C\u4F46\u72FC\u4EBA\u4E0D\u80FD\u88AD\u51FB\u4F60\u3002\u591C\u91CC\u4F60\u4E0D\u4F1A\u6B7B\u4EA1\uFF08\u6BD2\u836F\u5BF9\u4F60\u65E0\u6548\uFF0C\u7167\u6837\u7528\u6389\uFF09\u3002\u6574\u5C40\u7B2C\u4E00\u6B21\u88AB\u67E5\u9A8C\u6216\u88AB\u6BD2\u65F6\u53CD\u4F24\uFF1A\u67E5\u9A8C\u4F60\u6216\u6BD2\u4F60\u7684\u4EBA\u5F53\u665A\u6B7B\u4EA1\u3002\u4F60\u53EA\u4F1A\u5728\u767D\u5929\u51FA\u5C40\uFF08\u653E\u9010\u3001\u67AA\u6740\u3001\u51B3\u6597\u7B49\uFF09\u3002\u4E0D\u80FD\u81EA\u7206\u3002",
  options: OPTIONS4,
  dawn: [{ stage: "reflection", resolve: reflect }]
});
function firstAction(state, knight2) {
  const on = rulesOf(state)["evilKnight.reflectOn"];
  const checker = allRoles().find((r) => r.checker && actor(state, r.id) !== null);
  const checkerSeat = checker ? actor(state, checker.id) : null;
  const witch2 = actor(state, "witch");
  const checked = state.x.checked === null ? null : landsOn(state, state.x.checked);
  const check = on.includes("check") && checked === knight2 && checkerSeat !== null ? { user: checkerSeat, what: "check" } : null;
  const poison2 = on.includes("poison") && state.x.poisoned === knight2 && witch2 !== null ? { user: witch2, what: "poison" } : null;
  if (!check || !poison2) return check ?? poison2;
  return slotOf(state, "night.witchPoison") < slotOf(state, checker?.night?.[0]?.key ?? "") ? poison2 : check;
}
function slotOf(state, key) {
  const step = nightStepOf(key);
  if (!step) return -1;
  return slotRank(step.slotOf?.(state) ?? step.slot);
}
function reflect(draft, dying) {
  const knight2 = holder(draft, "evilKnight");
  if (knight2 === null || !draft.seats[knight2 - 1].alive) return;
  for (let i = dying.length - 1; i >= 0; i--) {
    if (dying[i].seat !== knight2) continue;
    addLog(draft, `${knight2} \u53F7\u6076\u7075\u9A91\u58EB${dying[i].cause === "poison" ? "\u4E2D\u6BD2\u65E0\u6548\uFF08\u6BD2\u836F\u5DF2\u7528\u6389\uFF09" : "\u591C\u95F4\u4E0D\u4F1A\u6B7B\u4EA1"}`);
    dying.splice(i, 1);
  }
  if (draft.x.roles?.evilKnight?.reflected) return;
  const action = firstAction(draft, knight2);
  if (!action) return;
  draft.x.roles = { ...draft.x.roles, evilKnight: { reflected: true } };
  addLog(draft, `\u6076\u7075\u9A91\u58EB ${knight2} \u53F7\u53CD\u4F24\uFF1A${action.what === "check" ? "\u67E5\u9A8C" : "\u6BD2"}\u4ED6\u7684 ${action.user} \u53F7\u6B7B\u4EA1`);
  dying.push({ seat: action.user, cause: "reflect" });
}

// cloudfunctions/game/src/engine/werewolf/roles/gargoyle.ts
var OPTIONS5 = [
  option({
    id: "gargoyle.noRepeat",
    name: "\u77F3\u50CF\u9B3C\u4E0D\u80FD\u91CD\u590D\u67E5\u9A8C",
    type: "boolean",
    group: "advanced",
    description: "\u77F3\u50CF\u9B3C\u4E0D\u80FD\u67E5\u9A8C\u4ED6\u67E5\u9A8C\u8FC7\u7684\u73A9\u5BB6\u3002",
    default: true
  })
];
function facts(state) {
  return state.x.roles?.gargoyle ?? { tonight: null, checked: [] };
}
var gargoyle = defineRole({
  id: "gargoyle",
  name: "\u77F3\u50CF\u9B3C",
  camp: "wolf",
  class: "wolf",
  unique: true,
  lone: true,
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u4F46\u4E0D\u548C\u72FC\u961F\u89C1\u9762\uFF0C\u72FC\u961F\u4E5F\u4E0D\u77E5\u9053\u4F60\u662F\u8C01\u3002\u6BCF\u665A\u53EF\u4EE5\u67E5\u9A8C\u4E00\u540D\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\u724C\u3002\u5176\u4ED6\u72FC\u4EBA\u5168\u90E8\u51FA\u5C40\u540E\uFF0C\u4ECE\u4E0B\u4E00\u665A\u8D77\u7531\u4F60\u5E26\u5200\uFF0C\u6BCF\u665A\u72EC\u81EA\u88AD\u51FB\u4E00\u540D\u73A9\u5BB6\u3002\u4E0D\u80FD\u81EA\u7206\u3002",
  options: OPTIONS5,
  nightfall(draft) {
    const f = draft.x.roles?.gargoyle;
    if (f) draft.x.roles = { ...draft.x.roles, gargoyle: { ...f, tonight: null } };
  },
  night: [
    {
      key: "night.gargoyle",
      slot: "gargoyle",
      nights: "every",
      actors: (state) => holdersAnswer(state, "gargoyle"),
      legal(state) {
        const seat = actor(state, "gargoyle");
        if (seat === null) return NO_INPUT;
        const before2 = rulesOf(state)["gargoyle.noRepeat"] ? facts(state).checked : [];
        return {
          input: { type: "seats", min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && !before2.includes(s)) },
          refuse: (s) => s === seat ? "\u77F3\u50CF\u9B3C\u4E0D\u80FD\u67E5\u9A8C\u81EA\u5DF1" : before2.includes(s) ? `\u77F3\u50CF\u9B3C\u5DF2\u7ECF\u67E5\u9A8C\u8FC7 ${s} \u53F7\uFF0C\u4E0D\u80FD\u518D\u67E5\u9A8C\u4ED6` : dead(s),
          passLabel: "\u4E0D\u67E5\u9A8C"
        };
      },
      words(state) {
        const seat = actor(state, "gargoyle");
        const say = ["\u77F3\u50CF\u9B3C\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002"];
        if (seat === null) return { title: "\u77F3\u50CF\u9B3C\u67E5\u9A8C", say, hint: `${absence(state, "gargoyle")}\uFF1A${STILL}` };
        const before2 = facts(state).checked;
        const noRepeat = rulesOf(state)["gargoyle.noRepeat"] && before2.length > 0 ? `\u67E5\u9A8C\u8FC7\u7684 ${before2.join("\u3001")} \u53F7\u4E0D\u80FD\u518D\u67E5\u3002` : "";
        return { title: "\u77F3\u50CF\u9B3C\u67E5\u9A8C", say, hint: `\u77F3\u50CF\u9B3C\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\uFF1B${noRepeat}\u4ED6\u4E0D\u67E5\u9A8C\u65F6\u4E0D\u9009\u3002` };
      },
      apply(draft, input) {
        const [pick2] = seatsOf3(input);
        const target = pick2 === void 0 ? void 0 : landsOn(draft, pick2);
        const f = facts(draft);
        draft.x.roles = { ...draft.x.roles, gargoyle: { tonight: target ?? null, checked: target === void 0 ? f.checked : [...f.checked, target] } };
        const seat = actor(draft, "gargoyle");
        if (seat === null) return;
        const text = pick2 === void 0 ? `\u77F3\u50CF\u9B3C ${seat} \u53F7\u6CA1\u6709\u67E5\u9A8C` : `\u77F3\u50CF\u9B3C ${seat} \u53F7\u67E5\u9A8C ${landing(draft, pick2)}\uFF1A${roleName2(draft.seats[landsOn(draft, pick2) - 1].role)}`;
        if (target !== void 0) addLog(draft, text);
        recordAct(draft, { key: "night.gargoyle", role: "gargoyle", actors: [seat], targets: target === void 0 ? [] : [target], ...target !== void 0 && { result: draft.seats[target - 1].role }, text });
      }
    },
    {
      key: "night.gargoyleResult",
      slot: "gargoyle",
      nights: "every",
      actors: (state) => facts(state).tonight === null ? NOBODY : holdersAnswer(state, "gargoyle", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const checked = facts(state).tonight;
        const say = ["\u4ED6\u7684\u8EAB\u4EFD\u662F\u2026\u2026", "\u77F3\u50CF\u9B3C\u8BF7\u95ED\u773C\u3002"];
        if (checked === null) return { title: "\u77F3\u50CF\u9B3C\u67E5\u9A8C\u7ED3\u679C", say, hint: `\u4ECA\u665A\u77F3\u50CF\u9B3C\u6CA1\u6709\u67E5\u9A8C\uFF1A${STILL}` };
        const role = state.seats[checked - 1].role;
        return {
          title: "\u77F3\u50CF\u9B3C\u67E5\u9A8C\u7ED3\u679C",
          say,
          hint: `\u628A ${checked} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u77F3\u50CF\u9B3C\u770B\uFF1A${roleName2(role)}\u3002`,
          info: { seat: checked, role, roleName: roleName2(role) }
        };
      }
    },
    loneKillStep("gargoyle", "\u77F3\u50CF\u9B3C", "night.gargoyleKill", "gargoyle")
  ]
});

// cloudfunctions/game/src/engine/werewolf/roles/gravedigger.ts
var gravedigger = defineRole({
  id: "gravedigger",
  name: "\u5B88\u5893\u4EBA",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4ECE\u7B2C\u4E8C\u665A\u8D77\uFF0C\u6BCF\u665A\u6CD5\u5B98\u544A\u8BC9\u4F60\u524D\u4E00\u5929\u88AB\u6295\u7968\u653E\u9010\u7684\u73A9\u5BB6\u662F\u597D\u4EBA\u8FD8\u662F\u72FC\u4EBA\uFF08\u6309\u4ED6\u771F\u5B9E\u7684\u8EAB\u4EFD\u724C\uFF1B\u9690\u72FC\u4E5F\u662F\u72FC\u4EBA\uFF09\u3002\u524D\u4E00\u5929\u6CA1\u6709\u4EBA\u88AB\u653E\u9010\u65F6\uFF0C\u6CD5\u5B98\u4F1A\u6447\u624B\u3002",
  night: [{
    key: "night.gravedigger",
    slot: "gravedigger",
    nights: "later",
    actors: (state) => holdersAnswer(state, "gravedigger", "time"),
    legal: () => NO_INPUT,
    words(state) {
      const seat = actor(state, "gravedigger");
      const say = ["\u5B88\u5893\u4EBA\u8BF7\u7741\u773C\u3002", "\u6628\u5929\u88AB\u653E\u9010\u7684\u73A9\u5BB6\u662F\u2026\u2026", "\u5B88\u5893\u4EBA\u8BF7\u95ED\u773C\u3002"];
      const title = "\u5B88\u5893\u4EBA";
      if (seat === null) return { title, say, hint: `${absence(state, "gravedigger")}\uFF1A${STILL}` };
      const exiled = yesterdaysExile(state);
      if (exiled === null) return { title, say, hint: `\u5B88\u5893\u4EBA\uFF1A${seat} \u53F7\u3002\u6628\u5929\u6CA1\u6709\u4EBA\u88AB\u6295\u7968\u653E\u9010\uFF1A\u6447\u624B\u793A\u610F\u3002`, info: { seat: null } };
      const wolf = wolfAt(state, exiled);
      return {
        title,
        say,
        hint: `\u5B88\u5893\u4EBA\uFF1A${seat} \u53F7\u3002\u6628\u5929\u88AB\u653E\u9010\u7684 ${exiled} \u53F7\u662F${wolf ? "\u72FC\u4EBA\uFF1A\u62C7\u6307\u5411\u4E0B \u{1F44E}" : "\u597D\u4EBA\uFF1A\u62C7\u6307\u5411\u4E0A \u{1F44D}"}`,
        info: { seat: exiled, result: wolf ? "wolf" : "good" }
      };
    },
    apply(draft) {
      const seat = actor(draft, "gravedigger");
      if (seat === null) return;
      const exiled = yesterdaysExile(draft);
      const result = exiled === null ? void 0 : wolfAt(draft, exiled) ? "wolf" : "good";
      const text = exiled === null ? `\u5B88\u5893\u4EBA ${seat} \u53F7\u5F97\u77E5\uFF1A\u6628\u5929\u6CA1\u6709\u4EBA\u88AB\u653E\u9010` : `\u5B88\u5893\u4EBA ${seat} \u53F7\u5F97\u77E5\uFF1A\u6628\u5929\u88AB\u653E\u9010\u7684 ${exiled} \u53F7\u662F${result === "wolf" ? "\u72FC\u4EBA" : "\u597D\u4EBA"}`;
      recordAct(draft, { key: "night.gravedigger", role: "gravedigger", actors: [seat], targets: exiled === null ? [] : [exiled], ...result && { result }, text });
    },
    prompt(state) {
      return yesterdaysExile(state) === null ? { seat: null, facts: ["\u6628\u5929\u6CA1\u6709\u4EBA\u88AB\u6295\u7968\u653E\u9010"] } : void 0;
    }
  }]
});
function yesterdaysExile(state) {
  const record2 = state.x.exiled;
  return record2 && record2.round === state.round - 1 ? record2.seat : null;
}

// cloudfunctions/game/src/engine/werewolf/roles/hidden-wolf.ts
var OPTIONS6 = [
  option({
    id: "hiddenWolf.knowsRoles",
    name: "\u9690\u72FC\u77E5\u9053\u72FC\u961F\u53CB\u8EAB\u4EFD",
    type: "boolean",
    group: "advanced",
    description: "\u7B2C\u4E00\u591C\u6CD5\u5B98\u7ED9\u9690\u72FC\u6307\u8BA4\u72FC\u961F\u53CB\u65F6\uFF0C\u662F\u5426\u4E5F\u544A\u8BC9\u4ED6\u6BCF\u4EBA\u7684\u8EAB\u4EFD\u724C\uFF08\u5173\u95ED\u65F6\u53EA\u544A\u8BC9\u5EA7\u4F4D\uFF09\u3002",
    default: false
  })
];
var hiddenWolf = defineRole({
  id: "hiddenWolf",
  name: "\u9690\u72FC",
  camp: "wolf",
  class: "wolf",
  unique: true,
  lone: true,
  seerSeesGood: true,
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\u3002\u7B2C\u4E00\u591C\u6CD5\u5B98\u544A\u8BC9\u4F60\u72FC\u961F\u53CB\u662F\u8C01\uFF0C\u4F46\u4ED6\u4EEC\u4E0D\u77E5\u9053\u4F60\uFF0C\u4F60\u4E5F\u4E0D\u548C\u4ED6\u4EEC\u4E00\u8D77\u884C\u52A8\u3002\u9884\u8A00\u5BB6\u67E5\u9A8C\u4F60\u662F\u597D\u4EBA\uFF08\u91D1\u6C34\uFF09\u3002\u5176\u4ED6\u72FC\u4EBA\u5168\u90E8\u51FA\u5C40\u540E\uFF0C\u4ECE\u4E0B\u4E00\u665A\u8D77\u7531\u4F60\u5E26\u5200\uFF0C\u6BCF\u665A\u72EC\u81EA\u88AD\u51FB\u4E00\u540D\u73A9\u5BB6\u3002\u4E0D\u80FD\u81EA\u7206\u3002",
  options: OPTIONS6,
  night: [
    {
      key: "night.hiddenWolf",
      slot: "hiddenWolf",
      nights: "first",
      actors: (state) => holdersAnswer(state, "hiddenWolf", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const seat = actor(state, "hiddenWolf");
        const say = ["\u9690\u72FC\u8BF7\u7741\u773C\uFF0C\u8FD9\u4E9B\u662F\u4F60\u7684\u72FC\u961F\u53CB\u3002", "\u9690\u72FC\u8BF7\u95ED\u773C\u3002"];
        if (seat === null) return { title: "\u9690\u72FC\u8BA4\u961F\u53CB", say, hint: `${absence(state, "hiddenWolf")}\uFF1A${STILL}` };
        const mates = matesOf(state, seat);
        const knowsRoles = rulesOf(state)["hiddenWolf.knowsRoles"];
        const shown = mates.map((s) => knowsRoles ? `${s.seat} \u53F7\uFF08${roleName2(s.role)}\uFF09` : `${s.seat} \u53F7`).join("\u3001");
        return {
          title: "\u9690\u72FC\u8BA4\u961F\u53CB",
          say,
          hint: `\u9690\u72FC\uFF1A${seat} \u53F7\u3002\u4F9D\u6B21\u6307\u7ED9\u4ED6\u770B\u72FC\u961F\u53CB\uFF1A${shown || "\u6CA1\u6709"}${knowsRoles ? "\uFF0C\u5E76\u544A\u8BC9\u4ED6\u5404\u4EBA\u7684\u8EAB\u4EFD" : ""}\u3002`,
          info: { wolves: mates.map((s) => s.seat), ...knowsRoles && { roles: mates.map((s) => s.role) } }
        };
      },
      apply(draft) {
        const seat = actor(draft, "hiddenWolf");
        if (seat === null) return;
        const mates = matesOf(draft, seat).map((s) => s.seat);
        const text = `\u9690\u72FC ${seat} \u53F7\u8BA4\u8BC6\u4E86\u72FC\u961F\u53CB\uFF1A${mates.length > 0 ? `${mates.join("\u3001")} \u53F7` : "\u6CA1\u6709"}`;
        recordAct(draft, { key: "night.hiddenWolf", role: "hiddenWolf", actors: [seat], targets: mates, text });
      }
    },
    loneKillStep("hiddenWolf", "\u9690\u72FC", "night.hiddenWolfKill", "hiddenWolf")
  ]
});
function matesOf(state, seat) {
  return state.seats.filter((s) => s.seat !== seat && wolfAt(state, s.seat));
}

// cloudfunctions/game/src/engine/werewolf/roles/mechanical-wolf.ts
var OPTIONS7 = [
  option({
    id: "mechanicalWolf.learnNight",
    name: "\u673A\u68B0\u72FC\u5B66\u4E60\u65F6\u673A",
    type: "enum",
    group: "advanced",
    description: "\u673A\u68B0\u72FC\u53EF\u4EE5\u5728\u54EA\u4E00\u665A\u5B66\u4E60\u6280\u80FD\uFF1A\u4EFB\u610F\u4E00\u665A\uFF08\u6574\u5C40\u4E00\u6B21\uFF09\uFF0C\u6216\u53EA\u80FD\u7B2C\u4E00\u665A\u3002",
    values: ["any", "first"],
    valueNames: ["\u4EFB\u610F\u4E00\u665A", "\u4EC5\u7B2C\u4E00\u665A"],
    default: "any"
  }),
  option({
    id: "mechanicalWolf.shieldVsPoison",
    name: "\u673A\u68B0\u76FE\u6321\u6BD2",
    type: "enum",
    group: "advanced",
    description: "\u673A\u68B0\u72FC\u5B66\u5230\u5B88\u536B\u540E\uFF0C\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\u7684\u4EBA\u88AB\u5973\u5DEB\u6BD2\u65F6\uFF1A\u6BD2\u836F\u65E0\u6548\uFF1B\u6216\u6BD2\u836F\u53CD\u5F39\uFF0C\u5973\u5DEB\u6B7B\u4EA1\u3002",
    values: ["block", "reflect"],
    valueNames: ["\u6321\u4F4F\u6BD2\u836F", "\u53CD\u5F39\u7ED9\u5973\u5DEB"],
    default: "block"
  }),
  option({
    id: "mechanicalWolf.doubleKill",
    name: "\u673A\u68B0\u72FC\u53CC\u5200",
    type: "enum",
    group: "advanced",
    description: "\u673A\u68B0\u72FC\u5B66\u5230\u72FC\u4EBA\u540E\uFF0C\u5E26\u5200\u7684\u4E00\u665A\u53EF\u4EE5\u7528\u4E00\u6B21\u53CC\u5200\uFF1A\u88AD\u51FB\u4E24\u540D\u4E0D\u540C\u7684\u73A9\u5BB6\uFF1B\u6216\u4E00\u5200\u7A7F\u900F\u5B88\u536B\u548C\u673A\u68B0\u76FE\u3002",
    values: ["twoTargets", "pierce"],
    valueNames: ["\u4E24\u4EBA", "\u7A7F\u900F\u5B88\u62A4"],
    default: "twoTargets"
  }),
  option({
    id: "mechanicalWolf.shieldUses",
    name: "\u673A\u68B0\u76FE\u6B21\u6570",
    type: "enum",
    group: "advanced",
    description: "\u673A\u68B0\u76FE\u53EF\u4EE5\u4E00\u76F4\u4F7F\u7528\uFF1B\u6216\u6551\u4E0B\u4E00\u4EBA\u540E\u5C31\u5931\u6548\u3002",
    values: ["unlimited", "once"],
    valueNames: ["\u4E0D\u9650", "\u6551\u4EBA\u4E00\u6B21\u540E\u5931\u6548"],
    default: "unlimited"
  }),
  option({
    id: "mechanicalWolf.selfDestruct",
    name: "\u673A\u68B0\u72FC\u53EF\u4EE5\u81EA\u7206",
    type: "boolean",
    group: "advanced",
    description: "\u673A\u68B0\u72FC\u80FD\u5426\u50CF\u72FC\u4EBA\u4E00\u6837\u5728\u767D\u5929\u81EA\u7206\u3002",
    default: false
  })
];
var FRESH = {
  learned: null,
  learnedRound: 0,
  poisonUsed: false,
  doubleUsed: false,
  shieldSpent: false,
  lastShield: null,
  shown: null,
  poison: null,
  shield: null,
  second: null,
  pierce: false
};
function facts2(state) {
  return state.x.roles?.mechanicalWolf ?? FRESH;
}
function write(draft, change) {
  draft.x.roles = { ...draft.x.roles, mechanicalWolf: { ...facts2(draft), ...change } };
}
function skillOf(role) {
  if (roleOf(role).checker || role === "gargoyle") return "check";
  if (role === "witch") return "poison";
  if (role === "guard") return "shield";
  if (role === "hunter") return "gun";
  return isWolf(role) && !roleOf(role).lone ? "double" : "none";
}
function activeSkill(state) {
  const f = facts2(state);
  return f.learned !== null && state.round > f.learnedRound ? skillOf(f.learned) : "none";
}
var SKILL_NAMES = {
  check: "\u67E5\u9A8C",
  poison: "\u6BD2\u836F",
  shield: "\u673A\u68B0\u76FE",
  gun: "\u730E\u67AA\uFF08\u6B7B\u4EA1\u65F6\u5F00\u67AA\uFF09",
  double: "\u53CC\u5200",
  none: "\u65E0\u6280\u80FD"
};
var killStep = loneKillStep("mechanicalWolf", "\u673A\u68B0\u72FC", "night.mechanicalWolfKill", "mechanicalWolf");
function doubleAtHand(state) {
  return activeSkill(state) === "double" && !facts2(state).doubleUsed && holdsKnife(state, "mechanicalWolf");
}
var mechanicalWolf = defineRole({
  id: "mechanicalWolf",
  name: "\u673A\u68B0\u72FC",
  camp: "wolf",
  class: "wolf",
  unique: true,
  lone: true,
  explodes: (state) => rulesOf(state)["mechanicalWolf.selfDestruct"],
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u4F46\u4E0D\u548C\u72FC\u961F\u89C1\u9762\u3002\u6574\u5C40\u4E00\u6B21\uFF0C\u591C\u91CC\u9009\u4E00\u540D\u73A9\u5BB6\u5B66\u4E60\u4ED6\u7684\u6280\u80FD\uFF08\u6CD5\u5B98\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\uFF09\uFF0C\u4ECE\u4E0B\u4E00\u665A\u8D77\u62E5\u6709\uFF1A\u67E5\u9A8C\u3001\u4E00\u74F6\u6BD2\u836F\u3001\u673A\u68B0\u76FE\uFF08\u6BCF\u665A\u4FDD\u62A4\u4E00\u4EBA\uFF09\u3001\u730E\u67AA\uFF08\u6B7B\u4EA1\u65F6\u5F00\u67AA\uFF09\u6216\u4E00\u6B21\u53CC\u5200\u3002\u5176\u4ED6\u72FC\u4EBA\u5168\u90E8\u51FA\u5C40\u540E\u7531\u4F60\u5E26\u5200\u3002",
  options: OPTIONS7,
  stopsShot(draft, shooter, target) {
    const death = deathOf(draft, shooter);
    if (shielded(draft) !== target || !death?.night || death.round !== draft.round) return void 0;
    if (rulesOf(draft)["mechanicalWolf.shieldUses"] === "once") write(draft, { shieldSpent: true });
    return `${target} \u53F7\u6628\u665A\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\uFF0C\u5929\u4EAE\u65F6\u7684\u5F00\u67AA\u5BF9\u4ED6\u65E0\u6548`;
  },
  knives(state) {
    const second = facts2(state).second;
    return second === null ? [] : [second];
  },
  psychicSees(state) {
    const { learned, learnedRound } = facts2(state);
    return learned !== null && state.round > learnedRound ? learned : "mechanicalWolf";
  },
  nightfall(draft) {
    if (draft.x.roles?.mechanicalWolf) write(draft, { lastShield: facts2(draft).shield, shown: null, poison: null, shield: null, second: null, pierce: false });
  },
  dawn: [{ stage: "wolfKill", resolve: knifeAgainstShield }, { stage: "poison", resolve: poisonAndShield }],
  onDeath: (state, death) => facts2(state).learned === "hunter" && !(death.night && death.round === facts2(state).learnedRound) && silencingCause(state, death, rulesOf(state)["hunter.noShotOn"]) === void 0 ? [{ key: "day.mechanicalWolf", seat: death.seat }] : [],
  night: [
    {
      key: "night.mechanicalWolf",
      slot: "mechanicalWolf",
      nights: "every",
      actors: (state) => legality(state).input.type === "none" ? NOBODY : holdersAnswer(state, "mechanicalWolf"),
      legal: legality,
      words(state) {
        const seat = actor(state, "mechanicalWolf");
        const f = facts2(state);
        const title = "\u673A\u68B0\u72FC";
        const say = ["\u673A\u68B0\u72FC\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u7684\u76EE\u6807\uFF1A\u5B66\u4E60\u6280\u80FD\uFF0C\u6216\u4F7F\u7528\u5B66\u5230\u7684\u6280\u80FD\u3002"];
        if (seat === null) return { title, say, hint: `${absence(state, "mechanicalWolf")}\uFF1A${STILL}` };
        if (f.learned === null) {
          const can = legality(state).input.type !== "none";
          return { title, say, hint: can ? `\u673A\u68B0\u72FC\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u8981\u5B66\u4E60\u7684\u73A9\u5BB6\uFF08\u6574\u5C40\u4E00\u6B21\uFF09\uFF1B\u4E0D\u5B66\u65F6\u4E0D\u9009\u3002` : `\u673A\u68B0\u72FC\uFF1A${seat} \u53F7\u3002\u89C4\u5219\u53EA\u5141\u8BB8\u7B2C\u4E00\u665A\u5B66\u4E60\uFF0C\u4ED6\u6CA1\u6709\u5B66\uFF1A${STILL}` };
        }
        const skill = activeSkill(state);
        return {
          title,
          say,
          hint: `\u673A\u68B0\u72FC\uFF1A${seat} \u53F7\uFF0C\u5B66\u5230\u4E86${roleName2(f.learned)}\u7684\u6280\u80FD\uFF08${SKILL_NAMES[skillOf(f.learned)]}\uFF09\u3002${skillHint(state, skill)}`
        };
      },
      apply(draft, input) {
        const [target] = seatsOf3(input);
        const seat = actor(draft, "mechanicalWolf");
        const act2 = (text2, result) => seat !== null && recordAct(draft, {
          key: "night.mechanicalWolf",
          role: "mechanicalWolf",
          actors: [seat],
          targets: target === void 0 ? [] : [target],
          ...result !== void 0 && { result },
          text: text2
        });
        if (target === void 0) {
          act2(`\u673A\u68B0\u72FC ${seat} \u53F7\u6CA1\u6709\u7528\u6280\u80FD`);
          return;
        }
        const f = facts2(draft);
        const landed = landsOn(draft, target);
        const role = draft.seats[landed - 1].role;
        if (f.learned === null) {
          write(draft, { learned: role, learnedRound: draft.round, shown: landed });
          const text2 = `\u673A\u68B0\u72FC\u5B66\u4E60 ${landing(draft, target)}\uFF08${roleName2(role)}\uFF09\uFF1A${SKILL_NAMES[skillOf(role)]}`;
          addLog(draft, text2);
          act2(text2, role);
          return;
        }
        const skill = activeSkill(draft);
        if (skill === "check") write(draft, { shown: landed });
        if (skill === "poison") write(draft, { poison: landed, poisonUsed: true });
        if (skill === "shield") write(draft, { shield: target });
        const text = `\u673A\u68B0\u72FC${SKILL_NAMES[skill]}\uFF1A${landing(draft, target)}`;
        addLog(draft, text);
        act2(text, skill === "check" ? role : void 0);
      }
    },
    {
      key: "night.mechanicalWolfResult",
      slot: "mechanicalWolf",
      nights: "every",
      actors: (state) => facts2(state).shown === null ? NOBODY : holdersAnswer(state, "mechanicalWolf", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const shown = facts2(state).shown;
        const say = ["\u4ED6\u7684\u8EAB\u4EFD\u662F\u2026\u2026", "\u673A\u68B0\u72FC\u8BF7\u95ED\u773C\u3002"];
        if (shown === null) return { title: "\u673A\u68B0\u72FC\u67E5\u770B\u8EAB\u4EFD", say, hint: `\u4ECA\u665A\u673A\u68B0\u72FC\u6CA1\u6709\u5B66\u4E60\u6216\u67E5\u9A8C\uFF1A${STILL}` };
        const role = state.seats[shown - 1].role;
        return {
          title: "\u673A\u68B0\u72FC\u67E5\u770B\u8EAB\u4EFD",
          say,
          hint: `\u628A ${shown} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u673A\u68B0\u72FC\u770B\uFF1A${roleName2(role)}\u3002`,
          info: { seat: shown, role, roleName: roleName2(role) }
        };
      }
    },
    {
      ...killStep,
      legal(state) {
        const base = killStep.legal(state);
        if (!doubleAtHand(state) || base.input.type !== "seats") return base;
        const pierce = rulesOf(state)["mechanicalWolf.doubleKill"] === "pierce";
        return pierce ? base : { ...base, input: { ...base.input, max: 2 } };
      },
      words(state) {
        const base = killStep.words(state);
        if (!doubleAtHand(state)) return base;
        const pierce = rulesOf(state)["mechanicalWolf.doubleKill"] === "pierce";
        return { ...base, hint: `${base.hint}\u4ED6\u53EF\u4EE5\u7528\u4E00\u6B21\u53CC\u5200\uFF1A${pierce ? "\u8FD9\u4E00\u5200\u7A7F\u900F\u5B88\u536B\u548C\u673A\u68B0\u76FE\uFF08\u4ED6\u6BD4\u51FA\u53CC\u5200\u624B\u52BF\u65F6\u8BB0\u4E0B\uFF09" : "\u6700\u591A\u70B9\u9009\u4E24\u540D\u4E0D\u540C\u7684\u73A9\u5BB6"}\u3002` };
      },
      apply(draft, input) {
        const seats = seatsOf3(input);
        if (seats.length === 1 && doubleAtHand(draft) && rulesOf(draft)["mechanicalWolf.doubleKill"] === "pierce") {
          write(draft, { doubleUsed: true, pierce: true });
          addLog(draft, "\u673A\u68B0\u72FC\u7528\u4E86\u7A7F\u900F\u7684\u4E00\u5200\uFF1A\u65E0\u89C6\u5B88\u536B\u548C\u673A\u68B0\u76FE");
          recordNote(draft, `\u673A\u68B0\u72FC\u7528\u4E86\u7A7F\u900F\u7684\u4E00\u5200\uFF08${seats[0]} \u53F7\uFF09\uFF1A\u65E0\u89C6\u5B88\u536B\u548C\u673A\u68B0\u76FE`);
        }
        killStep.apply?.(draft, { kind: "seats", seats: seats.slice(0, 1) });
        if (seats.length === 2) {
          write(draft, { second: seats[1], doubleUsed: true });
          const text = `\u673A\u68B0\u72FC\u53CC\u5200\uFF0C\u540C\u65F6\u88AD\u51FB ${seats[1]} \u53F7`;
          addLog(draft, text);
          const seat = actor(draft, "mechanicalWolf");
          if (seat !== null) recordAct(draft, { key: "night.mechanicalWolfKill", role: "mechanicalWolf", actors: [seat], targets: [seats[1]], result: "double", text });
        }
      }
    }
  ],
  day: [{
    key: "day.mechanicalWolf",
    hiddenAs: "skill",
    actors: (_state, step) => seatAnswers(step.seat),
    legal: (state) => ({ input: { type: "seats", min: 0, max: 1, options: livingSeats(state) }, refuse: dead, passLabel: "\u4E0D\u5F00\u67AA" }),
    words: (_state, step) => ({
      title: "\u673A\u68B0\u72FC\u5F00\u67AA",
      say: [NEUTRAL_SKILL_LINE],
      hint: `${step.seat} \u53F7\u662F\u673A\u68B0\u72FC\uFF0C\u5B66\u5230\u4E86\u730E\u4EBA\u7684\u67AA\u3002\u4ED6\u4EAE\u724C\u5F00\u67AA\u65F6\u70B9\u9009\u4ED6\u5E26\u8D70\u7684\u73A9\u5BB6\uFF1B\u4E0D\u5F00\u67AA\u65F6\u4E0D\u9009\u3002`
    }),
    apply: (draft, step, input) => shoot(draft, step.seat, "\u673A\u68B0\u72FC", seatsOf3(input)[0])
  }]
});
function legality(state) {
  const seat = actor(state, "mechanicalWolf");
  if (seat === null) return NO_INPUT;
  const f = facts2(state);
  const others = livingSeats(state).filter((s) => s !== seat);
  const pick2 = (options, why, passLabel) => ({
    input: { type: "seats", min: 0, max: 1, options },
    refuse: (s) => why(s) ?? dead(s),
    passLabel
  });
  if (f.learned === null) {
    if (rulesOf(state)["mechanicalWolf.learnNight"] === "first" && state.round > 1) return NO_INPUT;
    return pick2(others, (s) => s === seat ? "\u673A\u68B0\u72FC\u4E0D\u80FD\u5B66\u4E60\u81EA\u5DF1" : void 0, "\u4E0D\u5B66\u4E60");
  }
  const skill = activeSkill(state);
  if (skill === "check") return pick2(others, (s) => s === seat ? "\u673A\u68B0\u72FC\u4E0D\u80FD\u67E5\u9A8C\u81EA\u5DF1" : void 0, "\u4E0D\u67E5\u9A8C");
  if (skill === "poison" && !f.poisonUsed) return pick2(livingSeats(state), () => void 0, "\u4E0D\u7528\u6BD2");
  if (skill === "shield" && !f.shieldSpent) {
    return pick2(
      livingSeats(state).filter((s) => s !== f.lastShield),
      (s) => s === f.lastShield ? `\u673A\u68B0\u76FE\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u4FDD\u62A4\u540C\u4E00\u4EBA\uFF1A${s} \u53F7\u6628\u665A\u5DF2\u88AB\u4FDD\u62A4` : void 0,
      "\u4E0D\u4FDD\u62A4"
    );
  }
  return NO_INPUT;
}
function skillHint(state, skill) {
  const f = facts2(state);
  if (skill === "check") return "\u70B9\u9009\u4ED6\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\uFF0C\u4E0B\u4E00\u6B65\u7ED9\u4ED6\u770B\u8EAB\u4EFD\u724C\u3002";
  if (skill === "poison") return f.poisonUsed ? `\u6BD2\u836F\u5DF2\u7ECF\u7528\u8FC7\u4E86\uFF1A${STILL}` : "\u4ED6\u6307\u4EBA\u5373\u7528\u6BD2\uFF08\u6574\u5C40\u4E00\u74F6\uFF09\uFF1B\u4E0D\u7528\u65F6\u4E0D\u9009\u3002";
  if (skill === "shield") return f.shieldSpent ? `\u673A\u68B0\u76FE\u5DF2\u5931\u6548\uFF1A${STILL}` : "\u70B9\u9009\u4ED6\u4FDD\u62A4\u7684\u73A9\u5BB6\uFF08\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u540C\u4E00\u4EBA\uFF09\uFF1B\u4E0D\u4FDD\u62A4\u65F6\u4E0D\u9009\u3002";
  if (f.learned !== null && state.round <= f.learnedRound) return `\u6280\u80FD\u4ECE\u4E0B\u4E00\u665A\u8D77\u751F\u6548\uFF1A${STILL}`;
  return `\u8FD9\u4E2A\u6280\u80FD\u591C\u91CC\u4E0D\u7528\u64CD\u4F5C\uFF1A${STILL}`;
}
function shielded(state) {
  const pick2 = facts2(state).shield;
  return pick2 === null ? null : landsOn(state, pick2);
}
function knifeAgainstShield(draft, dying) {
  const f = facts2(draft);
  const { target, guarded, saved } = draft.x;
  if (f.pierce && target !== null && guarded === target && !saved) dying.push({ seat: target, cause: "wolf" });
  if (target !== null && shielded(draft) === target && !f.pierce) {
    const i = dying.findIndex((d) => d.seat === target && d.cause === "wolf");
    if (i >= 0) {
      dying.splice(i, 1);
      addLog(draft, `${target} \u53F7\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\uFF0C\u6CA1\u6709\u6B7B`);
      if (rulesOf(draft)["mechanicalWolf.shieldUses"] === "once") write(draft, { shieldSpent: true });
    } else if (saved && guarded !== target && rulesOf(draft)["guard.doubleProtectKills"]) {
      addLog(draft, `${target} \u53F7\u540C\u65F6\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\u548C\u5973\u5DEB\u89E3\u6551\uFF1A\u540C\u5B88\u540C\u6551\uFF0C\u4ECD\u7136\u6B7B\u4EA1`);
      dying.push({ seat: target, cause: "wolf" });
    }
  }
  if (f.second === null) return;
  const second = landsOn(draft, f.second);
  const protectedSecond = guarded === second || shielded(draft) === second;
  const rescued = draft.x.rescued === f.second;
  const spared = (text) => {
    addLog(draft, text);
    recordNote(draft, text);
  };
  if (protectedSecond && rescued) {
    const dies = rulesOf(draft)["guard.doubleProtectKills"];
    spared(`\u53CC\u5200\u7684\u7B2C\u4E8C\u5200\uFF1A${second} \u53F7\u540C\u65F6\u88AB\u5B88\u62A4\u548C\u5973\u5DEB\u89E3\u6551${dies ? "\uFF1A\u540C\u5B88\u540C\u6551\uFF0C\u4ECD\u7136\u6B7B\u4EA1" : "\uFF0C\u6D3B\u4E86\u4E0B\u6765"}`);
    if (dies) dying.push({ seat: second, cause: "wolf" });
  } else if (protectedSecond) spared(`${second} \u53F7\u88AB\u5B88\u62A4\uFF0C\u53CC\u5200\u7684\u7B2C\u4E8C\u5200\u6CA1\u6709\u6740\u6B7B\u4ED6`);
  else if (rescued) spared(`${second} \u53F7\u88AB\u5973\u5DEB\u6551\u6D3B\uFF08\u53CC\u5200\u7684\u7B2C\u4E8C\u5200\uFF09`);
  else dying.push({ seat: second, cause: "wolf" });
}
function poisonAndShield(draft, dying) {
  const f = facts2(draft);
  if (f.poison !== null) dying.push({ seat: f.poison, cause: "poison" });
  const poisoned = draft.x.poisoned;
  if (poisoned === null || poisoned !== shielded(draft)) return;
  const i = dying.findIndex((d) => d.seat === poisoned && d.cause === "poison");
  if (i < 0) return;
  dying.splice(i, 1);
  const witch2 = holder(draft, "witch");
  if (rulesOf(draft)["mechanicalWolf.shieldVsPoison"] === "reflect" && witch2 !== null) {
    addLog(draft, `${poisoned} \u53F7\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\uFF0C\u6BD2\u836F\u53CD\u5F39\u7ED9\u5973\u5DEB ${witch2} \u53F7`);
    dying.push({ seat: witch2, cause: "reflect" });
  } else {
    addLog(draft, `${poisoned} \u53F7\u88AB\u673A\u68B0\u76FE\u4FDD\u62A4\uFF0C\u6BD2\u836F\u65E0\u6548`);
  }
}

// cloudfunctions/game/src/engine/werewolf/roles/psychic.ts
var psychic = defineRole({
  id: "psychic",
  name: "\u901A\u7075\u5E08",
  camp: "good",
  class: "god",
  unique: true,
  checker: true,
  description: "\u6BCF\u665A\u67E5\u9A8C\u4E00\u540D\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\u724C\uFF08\u786E\u5207\u8EAB\u4EFD\uFF0C\u4E0D\u53EA\u662F\u597D\u4EBA\u6216\u72FC\u4EBA\uFF09\u3002",
  night: [
    {
      key: "night.psychic",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => holdersAnswer(state, "psychic"),
      legal: checkOther("psychic", "\u901A\u7075\u5E08"),
      words(state) {
        const seat = actor(state, "psychic");
        const say = ["\u901A\u7075\u5E08\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002"];
        if (seat === null) return { title: "\u901A\u7075\u5E08\u67E5\u9A8C", say, hint: `${absence(state, "psychic")}\uFF1A${STILL}` };
        return { title: "\u901A\u7075\u5E08\u67E5\u9A8C", say, hint: `\u901A\u7075\u5E08\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002` };
      },
      apply(draft, input) {
        const [target] = seatsOf3(input);
        const seat = actor(draft, "psychic");
        if (target === void 0 || seat === null) return;
        draft.x.checked = target;
        const role = cardShown(draft, landsOn(draft, target));
        const text = `\u901A\u7075\u5E08 ${seat} \u53F7\u67E5\u9A8C ${landing(draft, target)}\uFF1A${roleName2(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.psychic", role: "psychic", actors: [seat], targets: [target], result: role, text });
      }
    },
    {
      key: "night.psychicResult",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => state.x.checked === null ? NOBODY : holdersAnswer(state, "psychic", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        const say = ["\u4ED6\u7684\u8EAB\u4EFD\u662F\u2026\u2026", "\u901A\u7075\u5E08\u8BF7\u95ED\u773C\u3002"];
        if (checked === null) return { title: "\u901A\u7075\u5E08\u67E5\u9A8C\u7ED3\u679C", say, hint: `\u4ECA\u665A\u6CA1\u6709\u67E5\u9A8C\uFF08${idleWhy(state, "psychic")}\uFF09\uFF1A${STILL}` };
        const seen = landsOn(state, checked);
        const role = cardShown(state, seen);
        const swapped2 = seen === checked ? "" : `\uFF08\u9B54\u672F\u5E08\u4EA4\u6362\uFF1A\u5B9E\u9645\u67E5\u9A8C\u7684\u662F ${seen} \u53F7\uFF09`;
        return {
          title: "\u901A\u7075\u5E08\u67E5\u9A8C\u7ED3\u679C",
          say,
          hint: `\u628A ${seen} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u901A\u7075\u5E08\u770B\uFF1A${roleName2(role)}\u3002${swapped2}`,
          info: { seat: checked, role, roleName: roleName2(role) }
        };
      }
    }
  ]
});

// cloudfunctions/game/src/engine/werewolf/roles/pure-white.ts
var pureWhite = defineRole({
  id: "pureWhite",
  name: "\u7EAF\u767D\u4E4B\u5973",
  camp: "good",
  class: "god",
  unique: true,
  checker: true,
  description: "\u6BCF\u665A\u67E5\u9A8C\u4E00\u540D\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\u724C\uFF08\u786E\u5207\u8EAB\u4EFD\uFF09\u3002\u4ECE\u7B2C\u4E8C\u665A\u8D77\uFF0C\u4F60\u67E5\u9A8C\u5230\u7684\u72FC\u4EBA\u9635\u8425\u73A9\u5BB6\u5929\u4EAE\u65F6\u6B7B\u4EA1\uFF0C\u5B88\u536B\u548C\u89E3\u836F\u90FD\u6321\u4E0D\u4F4F\u3002",
  night: [
    {
      key: "night.pureWhite",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => holdersAnswer(state, "pureWhite"),
      legal: checkOther("pureWhite", "\u7EAF\u767D\u4E4B\u5973"),
      words(state) {
        const seat = actor(state, "pureWhite");
        const say = ["\u7EAF\u767D\u4E4B\u5973\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002"];
        if (seat === null) return { title: "\u7EAF\u767D\u4E4B\u5973\u67E5\u9A8C", say, hint: `${absence(state, "pureWhite")}\uFF1A${STILL}` };
        const kills = state.round >= 2 ? "\u67E5\u9A8C\u5230\u72FC\u4EBA\u9635\u8425\u7684\u73A9\u5BB6\u5929\u4EAE\u65F6\u6B7B\u4EA1\uFF08\u5B88\u536B\u548C\u89E3\u836F\u6321\u4E0D\u4F4F\uFF09\u3002" : "\u7B2C\u4E00\u665A\u53EA\u67E5\u9A8C\uFF0C\u4E0D\u4F1A\u9A8C\u6740\u3002";
        return { title: "\u7EAF\u767D\u4E4B\u5973\u67E5\u9A8C", say, hint: `\u7EAF\u767D\u4E4B\u5973\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u5979\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002${kills}` };
      },
      apply(draft, input) {
        const [target] = seatsOf3(input);
        const seat = actor(draft, "pureWhite");
        if (target === void 0 || seat === null) return;
        draft.x.checked = target;
        const role = cardShown(draft, landsOn(draft, target));
        const text = `\u7EAF\u767D\u4E4B\u5973 ${seat} \u53F7\u67E5\u9A8C ${landing(draft, target)}\uFF1A${roleName2(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.pureWhite", role: "pureWhite", actors: [seat], targets: [target], result: role, text });
      }
    },
    {
      key: "night.pureWhiteResult",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => state.x.checked === null ? NOBODY : holdersAnswer(state, "pureWhite", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        const say = ["\u4ED6\u7684\u8EAB\u4EFD\u662F\u2026\u2026", "\u7EAF\u767D\u4E4B\u5973\u8BF7\u95ED\u773C\u3002"];
        if (checked === null) return { title: "\u7EAF\u767D\u4E4B\u5973\u67E5\u9A8C\u7ED3\u679C", say, hint: `\u4ECA\u665A\u6CA1\u6709\u67E5\u9A8C\uFF08${idleWhy(state, "pureWhite")}\uFF09\uFF1A${STILL}` };
        const seen = landsOn(state, checked);
        const role = cardShown(state, seen);
        const swapped2 = seen === checked ? "" : `\uFF08\u9B54\u672F\u5E08\u4EA4\u6362\uFF1A\u5B9E\u9645\u67E5\u9A8C\u7684\u662F ${seen} \u53F7\uFF09`;
        const kill = state.round >= 2 && wolfAt(state, seen) ? "\u4ED6\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u5929\u4EAE\u65F6\u6B7B\u4EA1\uFF08\u9A8C\u6740\uFF09\u3002" : "";
        return {
          title: "\u7EAF\u767D\u4E4B\u5973\u67E5\u9A8C\u7ED3\u679C",
          say,
          hint: `\u628A ${seen} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u7EAF\u767D\u4E4B\u5973\u770B\uFF1A${roleName2(role)}\u3002${swapped2}${kill}`,
          info: { seat: checked, role, roleName: roleName2(role) }
        };
      }
    }
  ],
  dawn: [{ stage: "hunt", resolve: checkKill }]
});
function checkKill(draft, dying) {
  const seat = actor(draft, "pureWhite");
  const checked = draft.x.checked;
  if (draft.round < 2 || seat === null || checked === null) return;
  const target = landsOn(draft, checked);
  if (!wolfAt(draft, target)) return;
  addLog(draft, `\u7EAF\u767D\u4E4B\u5973\u9A8C\u5230\u72FC\u4EBA\u9635\u8425\u7684 ${target} \u53F7\uFF1A\u4ED6\u6B7B\u4EA1`);
  dying.push({ seat: target, cause: "check" });
}

// cloudfunctions/game/src/engine/werewolf/roles/cupid.ts
var OPTIONS8 = [
  option({
    id: "lovers.win",
    name: "\u4EBA\u72FC\u604B\u80DC\u5229\u6761\u4EF6",
    type: "enum",
    group: "advanced",
    description: "\u4EBA\u72FC\u604B\u60C5\u4FA3\u4F55\u65F6\u83B7\u80DC\uFF1A\u53EA\u5269\u4ED6\u4EEC\u4E24\u4EBA\uFF1B\u6216\u767D\u5929\u573A\u4E0A\u9664\u4ED6\u4EEC\u5916\u53EA\u5269\u4E00\u4EBA\u3002",
    values: ["lastTwo", "lastThreeDay"],
    valueNames: ["\u53EA\u5269\u4E24\u4EBA", "\u767D\u5929\u53EA\u5269\u4E09\u4EBA"],
    default: "lastThreeDay"
  }),
  option({
    id: "cupid.allowSkip",
    name: "\u4E18\u6BD4\u7279\u53EF\u4EE5\u4E0D\u8FDE",
    type: "boolean",
    group: "advanced",
    description: "\u4E18\u6BD4\u7279\u7B2C\u4E00\u665A\u80FD\u5426\u653E\u5F03\u8FDE\u60C5\u4FA3\u3002",
    default: true
  })
];
var cupid = defineRole({
  id: "cupid",
  name: "\u4E18\u6BD4\u7279",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u7B2C\u4E00\u665A\u6307\u5B9A\u4E24\u540D\u73A9\u5BB6\u6210\u4E3A\u60C5\u4FA3\uFF0C\u53EF\u4EE5\u5305\u62EC\u4F60\u81EA\u5DF1\u3002\u60C5\u4FA3\u4E00\u65B9\u6B7B\u4EA1\uFF0C\u53E6\u4E00\u65B9\u7ACB\u5373\u6B89\u60C5\uFF1B\u60C5\u4FA3\u6295\u7968\u65F6\u4E0D\u80FD\u6295\u7ED9\u5BF9\u65B9\u3002",
  tags: { lover: "\u60C5\u4FA3" },
  options: OPTIONS8,
  night: [
    {
      key: "night.cupid",
      slot: "cupid",
      nights: "first",
      decoyWhenAbsent: true,
      actors: (state) => holdersAnswer(state, "cupid"),
      legal(state) {
        if (actor(state, "cupid") === null) return NO_INPUT;
        const skip = rulesOf(state)["cupid.allowSkip"];
        return {
          input: { type: "seats", min: 2, max: 2, options: livingSeats(state), ...skip && { skippable: true } },
          refuse: dead,
          passLabel: "\u4E0D\u8FDE\u4EBA"
        };
      },
      words(state) {
        const seat = actor(state, "cupid");
        const say = ["\u4E18\u6BD4\u7279\u8BF7\u7741\u773C\u3002", "\u8BF7\u6307\u5B9A\u4E24\u540D\u73A9\u5BB6\u6210\u4E3A\u60C5\u4FA3\uFF08\u53EF\u4EE5\u5305\u62EC\u4F60\u81EA\u5DF1\uFF09\u3002", "\u4E18\u6BD4\u7279\u8BF7\u95ED\u773C\u3002"];
        if (seat === null) return { title: "\u4E18\u6BD4\u7279\u8FDE\u60C5\u4FA3", say, hint: `${absence(state, "cupid")}\uFF1A${STILL}` };
        const skip = rulesOf(state)["cupid.allowSkip"];
        return { title: "\u4E18\u6BD4\u7279\u8FDE\u60C5\u4FA3", say, hint: `\u4E18\u6BD4\u7279\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4E24\u540D\u60C5\u4FA3${skip ? "\uFF1B\u4E18\u6BD4\u7279\u653E\u5F03\u8FDE\u4EBA\u65F6\u4E0D\u9009" : ""}\u3002` };
      },
      apply(draft, input) {
        const seats = seatsOf3(input);
        const cupidSeat = actor(draft, "cupid");
        if (cupidSeat === null) return;
        if (seats.length === 1) throw illegalMove("\u4E18\u6BD4\u7279\u987B\u9009\u4E24\u540D\u73A9\u5BB6\u6210\u4E3A\u60C5\u4FA3\uFF0C\u6216\u8005\u4E00\u4E2A\u90FD\u4E0D\u9009");
        const lovers = [...seats].sort((a, b) => a - b);
        if (lovers.length > 0) {
          draft.x.lovers = lovers;
          for (const seat of lovers) tag(draft, seat, "lover");
        }
        const kind = isMixedCouple(draft) ? "\uFF08\u4EBA\u72FC\u604B\uFF0C\u7B2C\u4E09\u65B9\u9635\u8425\uFF09" : "";
        const self = lovers.includes(cupidSeat) ? "\uFF0C\u8FDE\u4E86\u81EA\u5DF1" : "";
        const text = lovers.length === 0 ? `\u4E18\u6BD4\u7279 ${cupidSeat} \u53F7\u6CA1\u6709\u8FDE\u60C5\u4FA3` : `\u4E18\u6BD4\u7279 ${cupidSeat} \u53F7\u8FDE ${lovers.join("\u3001")} \u53F7\u4E3A\u60C5\u4FA3${self}${kind}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.cupid", role: "cupid", actors: [cupidSeat], targets: lovers, text });
      }
    },
    {
      // The lovers only look at each other (their phones show the other's seat, not the card): nobody answers.
      key: "night.lovers",
      slot: "lovers",
      nights: "first",
      decoyWhenAbsent: true,
      actors: (state) => {
        const lovers = (state.x.lovers ?? []).filter((s) => state.seats[s - 1].alive);
        return lovers.length > 0 ? { actors: { kind: "seats", seats: lovers }, close: "time" } : NOBODY;
      },
      prompt(state, seat) {
        const partner = state.x.lovers?.find((s) => s !== seat);
        if (partner === void 0) return void 0;
        return { partner, facts: [`\u4F60\u548C ${partner} \u53F7\u662F\u60C5\u4FA3`], marks: [{ seat: partner, text: "\u60C5\u4FA3" }] };
      },
      legal: () => NO_INPUT,
      words(state) {
        const lovers = state.x.lovers;
        return {
          title: "\u60C5\u4FA3\u76F8\u8BA4",
          say: ["\u6211\u4F1A\u8F7B\u62CD\u4E24\u4F4D\u60C5\u4FA3\u7684\u80A9\u8180\u3002", "\u60C5\u4FA3\u8BF7\u7741\u773C\uFF0C\u4E92\u76F8\u786E\u8BA4\u5BF9\u65B9\u3002", "\u60C5\u4FA3\u8BF7\u95ED\u773C\u3002"],
          hint: lovers ? `\u60C5\u4FA3\uFF1A${seatList(lovers)}${isMixedCouple(state) ? "\uFF08\u4EBA\u72FC\u604B\uFF0C\u7B2C\u4E09\u65B9\u9635\u8425\uFF09" : ""}\u3002\u7ED5\u573A\u4E00\u5468\uFF0C\u8F7B\u62CD\u4ED6\u4EEC\u7684\u80A9\u8180\u3002` : `\u672C\u5C40\u6CA1\u6709\u60C5\u4FA3\uFF1A\u7167\u5E38\u7ED5\u573A\u4E00\u5468\uFF0C${STILL}`
        };
      }
    }
  ]
});

// cloudfunctions/game/src/engine/werewolf/roles/guard.ts
var OPTIONS9 = [
  option({
    id: "guard.doubleProtectKills",
    name: "\u540C\u5B88\u540C\u6551",
    type: "boolean",
    group: "common",
    description: "\u540C\u4E00\u665A\u88AB\u5B88\u536B\u5B88\u62A4\u53C8\u88AB\u5973\u5DEB\u6551\u7684\u4EBA\u4ECD\u7136\u6B7B\u4EA1\uFF08\u540C\u5B88\u540C\u6551\u5FC5\u6B7B\uFF09\u3002\u5173\u95ED\u65F6\u4ED6\u6D3B\u4E0B\u6765\u3002",
    default: true
  }),
  option({
    id: "guard.allowSelf",
    name: "\u5B88\u536B\u53EF\u4EE5\u81EA\u5B88",
    type: "boolean",
    group: "advanced",
    description: "\u5B88\u536B\u80FD\u5426\u5B88\u62A4\u81EA\u5DF1\u3002",
    default: true
  }),
  option({
    id: "guard.allowSkip",
    name: "\u5B88\u536B\u53EF\u4EE5\u7A7A\u5B88",
    type: "boolean",
    group: "advanced",
    description: "\u5B88\u536B\u80FD\u5426\u4E00\u665A\u4E0D\u5B88\u62A4\u4EFB\u4F55\u4EBA\u3002",
    default: true
  })
];
var guard = defineRole({
  id: "guard",
  name: "\u5B88\u536B",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u6BCF\u665A\u53EF\u4EE5\u5B88\u62A4\u4E00\u540D\u73A9\u5BB6\uFF0C\u8BA9\u4ED6\u4E0D\u88AB\u72FC\u4EBA\u6740\u6B7B\uFF1B\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u5B88\u62A4\u540C\u4E00\u4E2A\u4EBA\u3002\u5B88\u62A4\u6321\u4E0D\u4F4F\u5973\u5DEB\u7684\u6BD2\u836F\u3002",
  options: OPTIONS9,
  night: [{
    key: "night.guard",
    slot: "guard",
    nights: "every",
    actors: (state) => holdersAnswer(state, "guard"),
    legal(state) {
      const seat = actor(state, "guard");
      if (seat === null) return NO_INPUT;
      const rules = rulesOf(state);
      const last = state.x.lastGuarded;
      const options = livingSeats(state).filter((s) => s !== last && (rules["guard.allowSelf"] || s !== seat));
      const min = rules["guard.allowSkip"] ? 0 : 1;
      return {
        input: { type: "seats", min: Math.min(min, options.length), max: 1, options },
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          if (s === last) return `\u5B88\u536B\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u5B88\u62A4\u540C\u4E00\u540D\u73A9\u5BB6\uFF1A${s} \u53F7\u6628\u665A\u5DF2\u88AB\u5B88\u62A4`;
          if (s === seat) return `\u89C4\u5219${ruleName("guard.allowSelf")}\u5DF2\u5173\u95ED\uFF1A\u5B88\u536B\u4E0D\u80FD\u5B88\u62A4\u81EA\u5DF1`;
          return void 0;
        },
        passLabel: "\u7A7A\u5B88"
      };
    },
    words(state) {
      const seat = actor(state, "guard");
      const say = ["\u5B88\u536B\u8BF7\u7741\u773C\u3002", "\u4ECA\u665A\u4F60\u8981\u5B88\u62A4\u8C01\uFF1F", "\u5B88\u536B\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u5B88\u536B\u5B88\u62A4", say, hint: `${absence(state, "guard")}\uFF1A${STILL}` };
      const rules = rulesOf(state);
      const last = state.x.lastGuarded;
      return {
        title: "\u5B88\u536B\u5B88\u62A4",
        say,
        hint: [
          `\u5B88\u536B\uFF1A${seat} \u53F7\u3002`,
          last !== null ? `\u6628\u665A\u5B88\u62A4\u4E86 ${last} \u53F7\uFF0C\u4ECA\u665A\u4E0D\u80FD\u518D\u5B88\u4ED6\u3002` : "",
          rules["guard.allowSkip"] ? "\u4E0D\u5B88\u4EFB\u4F55\u4EBA\uFF08\u7A7A\u5B88\uFF09\u65F6\u4E0D\u9009\u3002" : "",
          rules["guard.allowSelf"] ? "" : "\u4E0D\u80FD\u5B88\u62A4\u81EA\u5DF1\u3002"
        ].join("")
      };
    },
    apply(draft, input) {
      const seat = actor(draft, "guard");
      if (seat === null) return;
      const [target] = seatsOf3(input);
      draft.x.guarded = target ?? null;
      const text = target === void 0 ? `\u5B88\u536B ${seat} \u53F7\u7A7A\u5B88` : `\u5B88\u536B ${seat} \u53F7\u5B88\u62A4 ${target} \u53F7`;
      addLog(draft, text);
      recordAct(draft, { key: "night.guard", role: "guard", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }]
});

// cloudfunctions/game/src/engine/werewolf/roles/hunter.ts
var OPTIONS10 = [
  option({
    id: "hunter.noShotOn",
    name: "\u730E\u4EBA\u4E0D\u80FD\u5F00\u67AA\u7684\u6B7B\u56E0",
    type: "set",
    group: "common",
    description: "\u730E\u4EBA\u56E0\u8FD9\u4E9B\u539F\u56E0\u6B7B\u4EA1\u65F6\u4E0D\u80FD\u5F00\u67AA\uFF1A\u88AB\u5973\u5DEB\u6BD2\u6B7B\u3001\u56E0\u60C5\u4FA3\u6B89\u60C5\u3001\u68A6\u4EA1\u3001\u88AB\u72FC\u7F8E\u4EBA\u9B45\u60D1\u5E26\u8D70\u3001\u88AB\u767D\u72FC\u738B\u5E26\u8D70\u3001\u88AB\u53E6\u4E00\u540D\u5F00\u67AA\u8005\u5E26\u8D70\u3002",
    values: ["poison", "lover", "dream", "charm", "whiteWolfKing", "shot"],
    valueNames: ["\u88AB\u6BD2\u6B7B", "\u6B89\u60C5", "\u68A6\u4EA1", "\u88AB\u9B45\u60D1\u5E26\u8D70", "\u88AB\u767D\u72FC\u738B\u5E26\u8D70", "\u88AB\u67AA\u5E26\u8D70"],
    default: ["poison"]
  })
];
var hunter = defineRole({
  id: "hunter",
  name: "\u730E\u4EBA",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4F60\u6B7B\u4EA1\u65F6\u53EF\u4EE5\u5F00\u67AA\uFF0C\u5E26\u8D70\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\uFF1B\u4E5F\u53EF\u4EE5\u4E0D\u5F00\u67AA\u3002\u88AB\u6BD2\u6B7B\u7B49\u60C5\u51B5\u4E0D\u80FD\u5F00\u67AA\uFF0C\u4EE5\u672C\u5C40\u89C4\u5219\u4E3A\u51C6\u3002",
  options: OPTIONS10,
  ...shooterParts({
    role: "hunter",
    name: "\u730E\u4EBA",
    shot: "day.hunter",
    status: "night.hunterStatus",
    noShotOn: (state) => rulesOf(state)["hunter.noShotOn"]
  })
});

// cloudfunctions/game/src/engine/werewolf/roles/idiot.ts
var idiot = defineRole({
  id: "idiot",
  name: "\u767D\u75F4",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4F60\u7B2C\u4E00\u6B21\u88AB\u6295\u7968\u653E\u9010\u65F6\u7FFB\u724C\u4EAE\u660E\u8EAB\u4EFD\uFF0C\u514D\u4E8E\u51FA\u5C40\uFF0C\u4F46\u6B64\u540E\u5931\u53BB\u6295\u7968\u6743\u3002",
  tags: { revealed: "\u5DF2\u4EAE\u724C" },
  sparedOnExile: showCard
});
function showCard(draft, seat) {
  if (hasTag(draft, seat, "revealed")) return void 0;
  tag(draft, seat, "revealed");
  return `${seat} \u53F7\u88AB\u6295\u7968\u653E\u9010\uFF0C\u7FFB\u724C\u4EAE\u660E\u767D\u75F4\u8EAB\u4EFD\uFF0C\u514D\u4E8E\u51FA\u5C40\uFF0C\u6B64\u540E\u6CA1\u6709\u6295\u7968\u6743`;
}

// cloudfunctions/game/src/engine/werewolf/roles/little-girl.ts
var littleGirl = defineRole({
  id: "littleGirl",
  name: "\u5C0F\u5973\u5B69",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u72FC\u4EBA\u7741\u773C\u65F6\u4F60\u53EF\u4EE5\u5077\u5077\u772F\u773C\uFF0C\u770B\u8C01\u662F\u72FC\u4EBA\u3002\u4F46\u5982\u679C\u88AB\u72FC\u4EBA\u53D1\u73B0\uFF0C\u72FC\u4EBA\u4F1A\u6539\u4E3A\u6740\u6B7B\u4F60\u3002"
});

// cloudfunctions/game/src/engine/werewolf/roles/magician.ts
var OPTIONS11 = [
  option({
    id: "magician.oncePerPlayer",
    name: "\u9B54\u672F\u5E08\u6BCF\u4EBA\u53EA\u6362\u4E00\u6B21",
    type: "boolean",
    group: "advanced",
    description: "\u6BCF\u540D\u73A9\u5BB6\u6574\u5C40\u6700\u591A\u88AB\u9B54\u672F\u5E08\u4EA4\u6362\u4E00\u6B21\u3002",
    default: true
  })
];
var magician = defineRole({
  id: "magician",
  name: "\u9B54\u672F\u5E08",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u6BCF\u665A\u6700\u5148\u7741\u773C\uFF0C\u53EF\u4EE5\u4EA4\u6362\u4E24\u540D\u73A9\u5BB6\u7684\u53F7\u7801\u724C\uFF08\u53EF\u4EE5\u5305\u62EC\u81EA\u5DF1\uFF09\uFF0C\u4E5F\u53EF\u4EE5\u4E0D\u6362\uFF1A\u5F53\u665A\u6240\u6709\u6307\u5411\u5176\u4E2D\u4E00\u4EBA\u7684\u591C\u95F4\u6280\u80FD\uFF08\u5200\u3001\u6BD2\u3001\u5B88\u3001\u6551\u3001\u67E5\u9A8C\u3001\u6050\u60E7\u3001\u6444\u68A6\u3001\u72E9\u730E\uFF09\u90FD\u6539\u4E3A\u843D\u5728\u53E6\u4E00\u4EBA\u8EAB\u4E0A\u3002\u9ED8\u8BA4\u6BCF\u540D\u73A9\u5BB6\u6574\u5C40\u53EA\u80FD\u88AB\u4EA4\u6362\u4E00\u6B21\u3002",
  options: OPTIONS11,
  night: [{
    key: "night.magician",
    slot: "magician",
    nights: "every",
    actors: (state) => swappable(state).length < 2 ? NOBODY : holdersAnswer(state, "magician"),
    legal(state) {
      if (actor(state, "magician") === null) return NO_INPUT;
      const options = swappable(state);
      if (options.length < 2) return NO_INPUT;
      return {
        input: { type: "seats", min: 2, max: 2, options, skippable: true },
        refuse: (s) => state.seats[s - 1].alive ? `\u89C4\u5219${ruleName("magician.oncePerPlayer")}\uFF1A${s} \u53F7\u5DF2\u7ECF\u88AB\u4EA4\u6362\u8FC7` : dead(s),
        passLabel: "\u4E0D\u4EA4\u6362"
      };
    },
    words(state) {
      const seat = actor(state, "magician");
      const say = ["\u9B54\u672F\u5E08\u8BF7\u7741\u773C\u3002", "\u8BF7\u9009\u62E9\u4F60\u8981\u4EA4\u6362\u7684\u4E24\u540D\u73A9\u5BB6\u3002", "\u9B54\u672F\u5E08\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u9B54\u672F\u5E08\u4EA4\u6362", say, hint: `${absence(state, "magician")}\uFF1A${STILL}` };
      if (swappable(state).length < 2) {
        return { title: "\u9B54\u672F\u5E08\u4EA4\u6362", say, hint: `\u9B54\u672F\u5E08\uFF1A${seat} \u53F7\u3002\u80FD\u4EA4\u6362\u7684\u73A9\u5BB6\u4E0D\u8DB3\u4E24\u540D\uFF0C\u4ECA\u665A\u4E0D\u80FD\u4EA4\u6362\uFF1A${STILL}` };
      }
      const once = rulesOf(state)["magician.oncePerPlayer"] ? "\u6BCF\u4EBA\u6574\u5C40\u53EA\u80FD\u88AB\u4EA4\u6362\u4E00\u6B21\u3002" : "";
      return {
        title: "\u9B54\u672F\u5E08\u4EA4\u6362",
        say,
        hint: `\u9B54\u672F\u5E08\uFF1A${seat} \u53F7\u3002\u4ED6\u4F9D\u6B21\u6307\u4E24\u540D\u73A9\u5BB6\uFF08\u53EF\u4EE5\u5305\u62EC\u81EA\u5DF1\uFF09\uFF1B\u70B9\u9009\u8FD9\u4E24\u4EBA\uFF0C\u4E0D\u4EA4\u6362\u65F6\u4E0D\u9009\u3002${once}`
      };
    },
    apply(draft, input) {
      const seats = seatsOf3(input);
      const seat = actor(draft, "magician");
      const facts4 = factsOf2(draft);
      if (seat === null) return;
      const swapped2 = seats.length === 2;
      const text = swapped2 ? `\u9B54\u672F\u5E08 ${seat} \u53F7\u4EA4\u6362\u4E86 ${seats[0]} \u53F7\u548C ${seats[1]} \u53F7` : `\u9B54\u672F\u5E08 ${seat} \u53F7\u6CA1\u6709\u4EA4\u6362`;
      addLog(draft, text);
      recordAct(draft, { key: "night.magician", role: "magician", actors: [seat], targets: swapped2 ? seats : [], text });
      if (!swapped2) return;
      facts4.swap = [seats[0], seats[1]];
      facts4.used.push(...seats);
    }
  }],
  dawn: [{ stage: "swap", resolve: swapTargets }],
  redirect: { to: swapped, why: "\u9B54\u672F\u5E08\u4EA4\u6362" },
  nightfall(draft) {
    if (draft.x.roles?.magician) draft.x.roles.magician.swap = null;
  }
});
function factsOf2(draft) {
  draft.x.roles ??= {};
  return draft.x.roles.magician ??= { swap: null, used: [] };
}
function swappable(state) {
  const used = rulesOf(state)["magician.oncePerPlayer"] ? state.x.roles?.magician?.used ?? [] : [];
  return livingSeats(state).filter((s) => !used.includes(s));
}
function swapped(state, seat) {
  const swap = state.x.roles?.magician?.swap;
  if (!swap) return seat;
  return seat === swap[0] ? swap[1] : seat === swap[1] ? swap[0] : seat;
}
function swapTargets(draft) {
  const swap = draft.x.roles?.magician?.swap;
  if (!swap) return;
  const x = draft.x;
  const moved = (what, seat) => {
    if (seat === null || swapped(draft, seat) === seat) return seat;
    addLog(draft, `${what}\u6307\u5411 ${seat} \u53F7\uFF0C\u56E0\u9B54\u672F\u5E08\u4EA4\u6362\u843D\u5728 ${swapped(draft, seat)} \u53F7`);
    return swapped(draft, seat);
  };
  x.target = moved("\u72FC\u5200", x.target);
  x.guarded = moved("\u5B88\u62A4", x.guarded);
  x.poisoned = moved("\u6BD2\u836F", x.poisoned);
}

// cloudfunctions/game/src/engine/werewolf/roles/nightmare.ts
var nightmare = defineRole({
  id: "nightmare",
  name: "\u68A6\u9B47",
  camp: "wolf",
  class: "wolf",
  unique: true,
  explodes: true,
  description: "\u72FC\u4EBA\u9635\u8425\uFF0C\u591C\u91CC\u548C\u72FC\u961F\u4E00\u8D77\u6740\u4EBA\u3002\u6BCF\u665A\u5728\u5176\u4ED6\u89D2\u8272\uFF08\u9B54\u672F\u5E08\u9664\u5916\uFF09\u4E4B\u524D\u7741\u773C\uFF0C\u6050\u60E7\u4E00\u540D\u73A9\u5BB6\uFF1A\u4ED6\u5F53\u665A\u7684\u6280\u80FD\u65E0\u6548\uFF08\u88AB\u6050\u60E7\u7684\u730E\u4EBA\u3001\u72FC\u738B\u5F53\u665A\u6B7B\u4EA1\u4E0D\u80FD\u5F00\u67AA\uFF09\u3002\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u6050\u60E7\u540C\u4E00\u4EBA\uFF1B\u4ECE\u7B2C\u4E8C\u665A\u8D77\u4E0D\u80FD\u6050\u60E7\u72FC\u961F\u53CB\u3002\u6050\u60E7\u5230\u72FC\u4EBA\u9635\u8425\u7684\u73A9\u5BB6\u65F6\uFF0C\u5F53\u665A\u72FC\u961F\u4E0D\u80FD\u6740\u4EBA\u3002\u53EF\u4EE5\u81EA\u7206\u3002",
  night: [{
    key: "night.nightmare",
    slot: "nightmare",
    nights: "every",
    actors: (state) => holdersAnswer(state, "nightmare"),
    legal(state) {
      const seat = actor(state, "nightmare");
      if (seat === null) return NO_INPUT;
      const last = factsOf3(state).last;
      const options = livingSeats(state).filter((s) => s !== seat && s !== last && !(state.round > 1 && wolfAt(state, s)));
      return {
        input: { type: "seats", min: 0, max: 1, options },
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          if (s === seat) return "\u68A6\u9B47\u4E0D\u80FD\u6050\u60E7\u81EA\u5DF1";
          if (s === last) return `\u68A6\u9B47\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u6050\u60E7\u540C\u4E00\u540D\u73A9\u5BB6\uFF1A${s} \u53F7\u6628\u665A\u5DF2\u88AB\u6050\u60E7`;
          return "\u4ECE\u7B2C\u4E8C\u665A\u8D77\uFF0C\u68A6\u9B47\u4E0D\u80FD\u6050\u60E7\u72FC\u961F\u53CB";
        },
        passLabel: "\u4E0D\u6050\u60E7"
      };
    },
    words(state) {
      const seat = actor(state, "nightmare");
      const say = ["\u68A6\u9B47\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u6050\u60E7\u7684\u73A9\u5BB6\u3002", "\u68A6\u9B47\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u68A6\u9B47\u6050\u60E7", say, hint: `${absence(state, "nightmare")}\uFF1A${STILL}` };
      const last = factsOf3(state).last;
      return {
        title: "\u68A6\u9B47\u6050\u60E7",
        say,
        hint: [
          `\u68A6\u9B47\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u6050\u60E7\u7684\u73A9\u5BB6\uFF0C\u4E0D\u6050\u60E7\u65F6\u4E0D\u9009\u3002`,
          last !== null ? `\u6628\u665A\u6050\u60E7\u4E86 ${last} \u53F7\uFF0C\u4ECA\u665A\u4E0D\u80FD\u518D\u9009\u4ED6\u3002` : "",
          state.round > 1 ? "\u4E0D\u80FD\u6050\u60E7\u72FC\u961F\u53CB\u3002" : "",
          "\u88AB\u6050\u60E7\u7684\u4EBA\u4ECA\u665A\u6280\u80FD\u65E0\u6548\uFF1B\u6050\u60E7\u5230\u72FC\u4EBA\u9635\u8425\u65F6\u4ECA\u665A\u72FC\u961F\u4E0D\u80FD\u6740\u4EBA\u3002"
        ].join("")
      };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      const facts4 = mutableFacts2(draft);
      facts4.chosen = target ?? null;
      facts4.feared = target === void 0 ? null : landsOn(draft, target);
      const seat = actor(draft, "nightmare");
      if (seat === null) return;
      const text = target === void 0 ? `\u68A6\u9B47 ${seat} \u53F7\u6CA1\u6709\u6050\u60E7\u4EFB\u4F55\u4EBA` : `\u68A6\u9B47 ${seat} \u53F7\u6050\u60E7 ${landing(draft, target)}${wolfAt(draft, landsOn(draft, target)) ? "\uFF1A\u72FC\u4EBA\u9635\u8425\u88AB\u6050\u60E7\uFF0C\u4ECA\u665A\u72FC\u961F\u4E0D\u80FD\u6740\u4EBA" : ""}`;
      addLog(draft, text);
      recordAct(draft, { key: "night.nightmare", role: "nightmare", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }],
  blocks(state, seat) {
    if (factsOf3(state).feared !== seat) return void 0;
    return { why: `${seat} \u53F7\u4ECA\u665A\u88AB\u68A6\u9B47\u6050\u60E7\uFF1A`, silencesShot: true };
  },
  stopsWolfKill(state) {
    const feared = factsOf3(state).feared;
    return feared !== null && wolfAt(state, feared) ? "\u4ECA\u665A\u72FC\u961F\u88AB\u6050\u60E7\uFF0C\u65E0\u6CD5\u88AD\u51FB\uFF1A" : void 0;
  },
  nightfall(draft) {
    const facts4 = draft.x.roles?.nightmare;
    if (!facts4) return;
    facts4.last = facts4.chosen;
    facts4.chosen = null;
    facts4.feared = null;
  }
});
var NONE2 = { chosen: null, feared: null, last: null };
function factsOf3(state) {
  return state.x.roles?.nightmare ?? NONE2;
}
function mutableFacts2(draft) {
  draft.x.roles ??= {};
  return draft.x.roles.nightmare ??= { ...NONE2 };
}

// cloudfunctions/game/src/engine/werewolf/roles/seer.ts
var OPTIONS12 = [
  option({
    id: "seer.result",
    name: "\u9884\u8A00\u5BB6\u67E5\u9A8C\u7ED3\u679C",
    type: "enum",
    group: "common",
    description: "\u6CD5\u5B98\u544A\u8BC9\u9884\u8A00\u5BB6\u7684\u5185\u5BB9\uFF1A\u53EA\u8BF4\u597D\u4EBA\u6216\u72FC\u4EBA\uFF08\u624B\u52BF\uFF09\uFF0C\u6216\u76F4\u63A5\u7ED9\u4ED6\u770B\u8EAB\u4EFD\u724C\u3002",
    values: ["alignment", "fullRole"],
    valueNames: ["\u597D\u4EBA/\u72FC\u4EBA", "\u770B\u8EAB\u4EFD\u724C"],
    default: "alignment"
  })
];
var seer = defineRole({
  id: "seer",
  name: "\u9884\u8A00\u5BB6",
  camp: "good",
  class: "god",
  unique: true,
  checker: true,
  description: "\u6BCF\u665A\u53EF\u4EE5\u67E5\u9A8C\u4E00\u540D\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u4F1A\u544A\u8BC9\u4F60\u4ED6\u662F\u597D\u4EBA\u8FD8\u662F\u72FC\u4EBA\uFF08\u672C\u5C40\u89C4\u5219\u4E3A\u770B\u724C\u65F6\uFF0C\u76F4\u63A5\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\uFF09\u3002",
  options: OPTIONS12,
  night: [
    {
      key: "night.seer",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => holdersAnswer(state, "seer"),
      legal: checkOther("seer", "\u9884\u8A00\u5BB6"),
      words(state) {
        const seat = actor(state, "seer");
        const say = ["\u9884\u8A00\u5BB6\u8BF7\u7741\u773C\u3002", "\u4ECA\u665A\u4F60\u8981\u67E5\u9A8C\u8C01\uFF1F"];
        if (seat === null) return { title: "\u9884\u8A00\u5BB6\u67E5\u9A8C", say, hint: `${absence(state, "seer")}\uFF1A${STILL}` };
        return { title: "\u9884\u8A00\u5BB6\u67E5\u9A8C", say, hint: `\u9884\u8A00\u5BB6\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u4ED6\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002` };
      },
      apply(draft, input) {
        const [target] = seatsOf3(input);
        const seat = actor(draft, "seer");
        if (target === void 0 || seat === null) return;
        draft.x.checked = target;
        const role = draft.seats[landsOn(draft, target) - 1].role;
        const fullRole = rulesOf(draft)["seer.result"] === "fullRole";
        const learned = fullRole ? role : seerSeesWolf(draft, landsOn(draft, target)) ? "wolf" : "good";
        const text = `\u9884\u8A00\u5BB6 ${seat} \u53F7\u67E5\u9A8C ${landing(draft, target)}\uFF1A${fullRole ? roleName2(role) : learned === "wolf" ? "\u72FC\u4EBA" : "\u597D\u4EBA"}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.seer", role: "seer", actors: [seat], targets: [target], result: learned, text });
      }
    },
    {
      key: "night.seerResult",
      slot: "checkBeforeWolves",
      slotOf: checkSlot,
      nights: "every",
      actors: (state) => state.x.checked === null ? NOBODY : holdersAnswer(state, "seer", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const checked = state.x.checked;
        if (checked === null) {
          return {
            title: "\u67E5\u9A8C\u7ED3\u679C",
            say: ["\uFF08\u5411\u9884\u8A00\u5BB6\u793A\u610F\uFF09", "\u9884\u8A00\u5BB6\u8BF7\u95ED\u773C\u3002"],
            hint: `\u4ECA\u665A\u6CA1\u6709\u67E5\u9A8C\uFF08${idleWhy(state, "seer")}\uFF09\uFF1A${STILL}`
          };
        }
        const seen = landsOn(state, checked);
        const role = state.seats[seen - 1].role;
        const swapped2 = seen === checked ? "" : `\uFF08\u9B54\u672F\u5E08\u4EA4\u6362\uFF1A\u5B9E\u9645\u67E5\u9A8C\u7684\u662F ${seen} \u53F7\uFF09`;
        if (rulesOf(state)["seer.result"] === "fullRole") {
          return {
            title: "\u67E5\u9A8C\u7ED3\u679C",
            say: ["\uFF08\u7ED9\u9884\u8A00\u5BB6\u770B\u8EAB\u4EFD\uFF09", "\u9884\u8A00\u5BB6\u8BF7\u95ED\u773C\u3002"],
            hint: `\u628A ${seen} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u9884\u8A00\u5BB6\u770B\uFF1A${roleName2(role)}\u3002${swapped2}`,
            info: { seat: checked, result: role, roleName: roleName2(role) }
          };
        }
        const wolf = seerSeesWolf(state, seen);
        return {
          title: "\u67E5\u9A8C\u7ED3\u679C",
          say: ["\uFF08\u5411\u9884\u8A00\u5BB6\u505A\u624B\u52BF\uFF09", "\u9884\u8A00\u5BB6\u8BF7\u95ED\u773C\u3002"],
          hint: `${wolf ? `${checked} \u53F7\u662F\u72FC\u4EBA\uFF1A\u62C7\u6307\u5411\u4E0B \u{1F44E}` : `${checked} \u53F7\u662F\u597D\u4EBA\uFF1A\u62C7\u6307\u5411\u4E0A \u{1F44D}`}${swapped2}`,
          info: { seat: checked, result: wolf ? "wolf" : "good" }
        };
      }
    }
  ]
});

// cloudfunctions/game/src/engine/werewolf/roles/slacker.ts
var DESCRIPTION = "\u7B2C\u4E00\u665A\u9009\u62E9\u4E00\u540D\u5176\u4ED6\u73A9\u5BB6\u4F5C\u4E3A\u699C\u6837\uFF08\u6CD5\u5B98\u4E0D\u544A\u8BC9\u4F60\u4ED6\u7684\u8EAB\u4EFD\uFF09\u3002\u4F60\u548C\u699C\u6837\u540C\u4E00\u9635\u8425\uFF1A\u4ED6\u7684\u9635\u8425\u83B7\u80DC\u4F60\u5C31\u83B7\u80DC\uFF0C\u5931\u8D25\u4F60\u4E5F\u5931\u8D25\u3002\u9884\u8A00\u5BB6\u67E5\u9A8C\u4F60\u662F\u597D\u4EBA\uFF1B\u5C60\u8FB9\u65F6\u4F60\u7B97\u6751\u6C11\u3002";
var slacker = defineRole({
  id: "slacker",
  name: "\u6DF7\u8840\u513F",
  camp: "third",
  class: "villager",
  unique: true,
  description: DESCRIPTION,
  night: [modelStep("slacker", "\u6DF7\u8840\u513F", "night.slacker")],
  playsFor(state, _seat, campOf3) {
    const model = modelOf(state, "slacker");
    return model === null ? "good" : campOf3(model);
  },
  cardNow(state) {
    const model = modelOf(state, "slacker");
    return model === null ? {} : { description: `${DESCRIPTION}
\u4F60\u7684\u699C\u6837\uFF1A${model} \u53F7\u3002` };
  }
});

// cloudfunctions/game/src/engine/werewolf/roles/thief.ts
var OPTIONS13 = [
  option({
    id: "thief.mode",
    name: "\u76D7\u8D3C\u6362\u724C",
    type: "enum",
    group: "advanced",
    description: "\u7ECF\u5178\uFF1A\u4E24\u5F20\u5E95\u724C\u90FD\u662F\u72FC\u4EBA\u65F6\u5FC5\u987B\u6362\u6210\u72FC\u4EBA\uFF0C\u5426\u5219\u53EF\u6362\u53EF\u4E0D\u6362\uFF1B\u6B63\u89C4\u5C40\uFF1A\u5E95\u724C\u4E2D\u6709\u72FC\u4EBA\u5C31\u5FC5\u987B\u6362\u6210\u72FC\u4EBA\uFF0C\u5426\u5219\u5728\u4E24\u5F20\u4E2D\u4EFB\u9009\u4E00\u5F20\u3002",
    values: ["classic", "s1b"],
    valueNames: ["\u7ECF\u5178", "\u6B63\u89C4\u5C40"],
    default: "s1b"
  })
];
var thief = defineRole({
  id: "thief",
  name: "\u76D7\u8D3C",
  camp: "good",
  class: "villager",
  unique: true,
  extraCards: { cards: 2, message: "\u6709\u76D7\u8D3C\u65F6\u8EAB\u4EFD\u724C\u987B\u6BD4\u4EBA\u6570\u591A 2 \u5F20\uFF08\u4E24\u5F20\u5E95\u724C\uFF09" },
  description: "\u7B2C\u4E00\u665A\u4F60\u53EF\u4EE5\u770B\u684C\u5B50\u4E2D\u592E\u7684\u4E24\u5F20\u5E95\u724C\uFF0C\u6362\u6210\u5176\u4E2D\u4E00\u5F20\uFF0C\u4ECE\u6B64\u626E\u6F14\u6362\u6765\u7684\u8EAB\u4EFD\uFF1B\u5E95\u724C\u91CC\u6709\u72FC\u4EBA\u65F6\u987B\u6309\u672C\u5C40\u89C4\u5219\u6362\u6210\u72FC\u4EBA\u3002\u6CA1\u6709\u6362\u724C\u65F6\uFF0C\u4F60\u5C31\u662F\u666E\u901A\u6751\u6C11\u3002",
  options: OPTIONS13,
  night: [{
    key: "night.thief",
    slot: "thief",
    nights: "first",
    decoyWhenAbsent: true,
    actors: (state) => holdersAnswer(state, "thief"),
    legal(state) {
      if (actor(state, "thief") === null) return NO_INPUT;
      const options = thiefOptions(state);
      return {
        input: { type: "choice", options },
        refuseChoice: (id) => id === "keep" || state.x.center.includes(id) ? `\u89C4\u5219${ruleName("thief.mode")}\uFF1A${takeRule(state)}` : void 0,
        // One card he must take: a phone lays it out as the night's seat grid with nothing to pick, and says why.
        ...options.length === 1 && { noOptions: takeRule(state) }
      };
    },
    words(state) {
      const seat = actor(state, "thief");
      const center = state.x.center;
      const say = ["\u76D7\u8D3C\u8BF7\u7741\u773C\u3002", "\u8FD9\u662F\u4E24\u5F20\u5E95\u724C\uFF0C\u8BF7\u9009\u62E9\u6362\u6210\u54EA\u4E00\u5F20\uFF08\u5411\u6211\u793A\u610F\uFF09\u3002", "\u76D7\u8D3C\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) {
        const why = center.includes("thief") ? `\u76D7\u8D3C\u724C\u5728\u5E95\u724C\u4E2D\uFF08\u5E95\u724C\uFF1A${center.map(roleName2).join("\u3001")}\uFF09\uFF0C\u672C\u5C40\u6CA1\u6709\u76D7\u8D3C` : "\u672C\u5C40\u6CA1\u6709\u76D7\u8D3C";
        return { title: "\u76D7\u8D3C\u6362\u724C", say, hint: `${why}\uFF1A${STILL}` };
      }
      return {
        title: "\u76D7\u8D3C\u6362\u724C",
        say,
        hint: `\u76D7\u8D3C\uFF1A${seat} \u53F7\u3002\u7ED9\u4ED6\u770B\u4E24\u5F20\u5E95\u724C\uFF1A${center.map(roleName2).join("\u3001")}\u3002${takeRule(state)}\u3002`,
        info: { seat, center: [...center] }
      };
    },
    apply(draft, input) {
      const seat = actor(draft, "thief");
      if (seat === null || input.kind !== "choice") {
        if (!deckHas(draft, "thief")) return;
        const text = `\u76D7\u8D3C\u724C\u5728\u5E95\u724C\u4E2D\uFF08\u5E95\u724C\uFF1A${draft.x.center.map(roleName2).join("\u3001")}\uFF09\uFF0C\u672C\u5C40\u6CA1\u6709\u76D7\u8D3C`;
        addLog(draft, text);
        recordNote(draft, text);
        return;
      }
      const shown = `\uFF08\u5E95\u724C\uFF1A${draft.x.center.map(roleName2).join("\u3001")}\uFF09`;
      if (input.choice === "keep") {
        addLog(draft, `\u76D7\u8D3C ${seat} \u53F7\u6CA1\u6709\u6362\u724C\uFF0C\u5F53\u666E\u901A\u6751\u6C11`);
        recordAct(draft, { key: "night.thief", role: "thief", actors: [seat], targets: [], result: "keep", text: `\u76D7\u8D3C ${seat} \u53F7\u6CA1\u6709\u6362\u724C\uFF0C\u5F53\u666E\u901A\u6751\u6C11${shown}` });
        return;
      }
      const index = draft.x.center.findIndex((r) => r === input.choice);
      const role = draft.x.center[index];
      draft.x.center[index] = "thief";
      draft.seats[seat - 1].role = role;
      addLog(draft, `\u76D7\u8D3C ${seat} \u53F7\u6362\u6210\u4E86${roleName2(role)}\uFF0C\u5E95\u724C\u73B0\u5728\u662F\uFF1A${draft.x.center.map(roleName2).join("\u3001")}`);
      recordAct(draft, { key: "night.thief", role: "thief", actors: [seat], targets: [], result: role, text: `\u76D7\u8D3C ${seat} \u53F7\u6362\u6210\u4E86${roleName2(role)}${shown}` });
    }
  }]
});
function takeRule(state) {
  const [first2, second] = state.x.center;
  const wolves = state.x.center.filter((r) => r === "werewolf").length;
  if (rulesOf(state)["thief.mode"] === "classic") return wolves === 2 ? "\u4E24\u5F20\u5E95\u724C\u90FD\u662F\u72FC\u4EBA\uFF0C\u76D7\u8D3C\u5FC5\u987B\u6362\u6210\u72FC\u4EBA" : "\u76D7\u8D3C\u53EF\u4EE5\u6362\u6210\u5176\u4E2D\u4E00\u5F20\uFF0C\u4E5F\u53EF\u4EE5\u4E0D\u6362";
  if (wolves > 0) return "\u5E95\u724C\u4E2D\u6709\u72FC\u4EBA\uFF0C\u76D7\u8D3C\u5FC5\u987B\u6362\u6210\u72FC\u4EBA";
  return first2 === second ? `\u4E24\u5F20\u5E95\u724C\u90FD\u662F${roleName2(first2)}\uFF0C\u76D7\u8D3C\u53EA\u80FD\u6362\u6210${roleName2(first2)}` : "\u76D7\u8D3C\u987B\u5728\u4E24\u5F20\u5E95\u724C\u4E2D\u4EFB\u9009\u4E00\u5F20";
}
function thiefOptions(state) {
  const center = state.x.center;
  const wolves = center.filter((r) => r === "werewolf").length;
  const mode = rulesOf(state)["thief.mode"];
  const take = (role) => ({ id: role, label: `\u6362\u6210${roleName2(role)}` });
  const distinct = [...new Set(center)];
  if (wolves === 2 || mode === "s1b" && wolves === 1) return [take("werewolf")];
  if (mode === "s1b") return distinct.map(take);
  return [...distinct.map(take), { id: "keep", label: "\u4E0D\u6362\uFF0C\u5F53\u666E\u901A\u6751\u6C11" }];
}

// cloudfunctions/game/src/engine/werewolf/roles/villager.ts
var villager = defineRole({
  id: "villager",
  name: "\u6751\u6C11",
  camp: "good",
  class: "villager",
  unique: false,
  description: "\u4F60\u6CA1\u6709\u591C\u95F4\u80FD\u529B\uFF0C\u591C\u91CC\u4E00\u76F4\u95ED\u773C\u3002\u767D\u5929\u8BA4\u771F\u542C\u53D1\u8A00\u3001\u627E\u51FA\u72FC\u4EBA\uFF0C\u628A\u72FC\u4EBA\u6295\u7968\u51FA\u5C40\u3002",
  deckMin: { min: 1, message: "\u81F3\u5C11\u9700\u8981 1 \u540D\u6751\u6C11" }
});

// cloudfunctions/game/src/engine/werewolf/roles/werewolf.ts
var OPTIONS14 = [
  option({
    id: "wolf.consensus",
    name: "\u72FC\u4EBA\u610F\u89C1",
    type: "enum",
    group: "advanced",
    description: "\u72FC\u4EBA\u610F\u89C1\u4E0D\u4E00\u81F4\u65F6\u600E\u4E48\u529E\uFF1A\u987B\u5168\u4F53\u4E00\u81F4\uFF0C\u5426\u5219\u5F53\u665A\u4E0D\u6740\u4EBA\uFF1B\u6216\u7531\u6CD5\u5B98\u53D6\u591A\u6570\u4EBA\u7684\u610F\u89C1\u3002",
    values: ["unanimous", "majority"],
    valueNames: ["\u987B\u4E00\u81F4\uFF0C\u5426\u5219\u4E0D\u6740", "\u5C11\u6570\u670D\u4ECE\u591A\u6570"],
    default: "unanimous"
  }),
  option({
    id: "wolf.allowNoKill",
    name: "\u72FC\u4EBA\u53EF\u4EE5\u7A7A\u5200",
    type: "boolean",
    group: "advanced",
    description: "\u72FC\u4EBA\u80FD\u5426\u4E00\u665A\u6545\u610F\u4E0D\u6740\u4EBA\u3002",
    default: true
  }),
  option({
    id: "wolf.allowSelfTarget",
    name: "\u72FC\u4EBA\u53EF\u4EE5\u81EA\u5200",
    type: "boolean",
    group: "advanced",
    description: "\u72FC\u4EBA\u80FD\u5426\u6740\u72FC\u4EBA\uFF08\u5305\u62EC\u81EA\u5DF1\uFF09\u3002",
    default: true
  }),
  option({
    id: "selfDestruct",
    name: "\u72FC\u4EBA\u81EA\u7206",
    type: "boolean",
    group: "common",
    description: "\u72FC\u4EBA\u53EF\u4EE5\u5728\u767D\u5929\u4EFB\u4F55\u73AF\u8282\u81EA\u7206\uFF1A\u4ED6\u51FA\u5C40\uFF0C\u767D\u5929\u7ACB\u5373\u7ED3\u675F\uFF0C\u8FDB\u5165\u9ED1\u591C\u3002",
    default: true
  })
];
var werewolf = defineRole({
  id: "werewolf",
  name: "\u72FC\u4EBA",
  camp: "wolf",
  class: "wolf",
  unique: false,
  explodes: true,
  description: "\u72FC\u4EBA\u5F7C\u6B64\u8BA4\u8BC6\u3002\u6BCF\u665A\u4E00\u8D77\u7741\u773C\uFF0C\u5546\u91CF\u6740\u6B7B\u4E00\u540D\u73A9\u5BB6\u3002\u767D\u5929\u9690\u85CF\u8EAB\u4EFD\uFF1B\u672C\u5C40\u5141\u8BB8\u65F6\uFF0C\u53EF\u4EE5\u5728\u767D\u5929\u4EFB\u4F55\u65F6\u5019\u81EA\u7206\uFF0C\u767D\u5929\u7ACB\u5373\u7ED3\u675F\u3001\u8FDB\u5165\u9ED1\u591C\u3002",
  options: OPTIONS14,
  // Every meeting wolf kills with the pack: it is on a board that deals any of them (狼王 without a 狼人 too).
  onBoard: (state) => allRoles().some((r) => r.camp === "wolf" && !r.lone && deckHas(state, r.id)),
  dawn: [{ stage: "wolfKill", resolve: wolfKill }],
  night: [{
    key: "night.wolves",
    slot: "wolves",
    nights: "every",
    actors: (state) => {
      const seats = livingWolves(state);
      return seats.length > 0 ? { actors: { kind: "wolves", seats }, close: "answers" } : NOBODY;
    },
    legal(state) {
      if (livingWolves(state).length === 0) return NO_INPUT;
      const rules = rulesOf(state);
      const options = wolfTargets(state).filter((s) => rules["wolf.allowSelfTarget"] || !wolfAt(state, s));
      const min = mustKill(state) ? 1 : 0;
      return {
        input: { type: "seats", min: Math.min(min, options.length), max: 1, options },
        refuse: (s) => {
          if (!state.seats[s - 1].alive) return dead(s);
          const role = roleOf(state.seats[s - 1].role);
          return role.notWolfTarget ? `${role.name}\u4E0D\u80FD\u88AB\u72FC\u4EBA\u88AD\u51FB` : `\u89C4\u5219${ruleName("wolf.allowSelfTarget")}\u5DF2\u5173\u95ED\uFF1A\u72FC\u4EBA\u4E0D\u80FD\u6740\u72FC\u4EBA`;
        },
        passLabel: "\u7A7A\u5200"
      };
    },
    words(state) {
      const wolves = livingWolves(state);
      const say = ["\u72FC\u4EBA\u8BF7\u7741\u773C\u3002", "\u72FC\u4EBA\u8BF7\u786E\u8BA4\u540C\u4F34\uFF0C\u5546\u91CF\u4ECA\u665A\u8981\u6740\u7684\u4EBA\uFF0C\u5411\u6211\u793A\u610F\u3002", "\u72FC\u4EBA\u8BF7\u95ED\u773C\u3002"];
      if (wolves.length === 0) return { title: "\u72FC\u4EBA\u6740\u4EBA", say, hint: `\u72FC\u961F\u5DF2\u5168\u90E8\u51FA\u5C40\uFF1A${STILL}` };
      const rules = rulesOf(state);
      const girl = actor(state, "littleGirl");
      const consensus = rules["wolf.consensus"] === "unanimous" ? "\u72FC\u4EBA\u987B\u610F\u89C1\u4E00\u81F4\uFF1B\u610F\u89C1\u4E0D\u4E00\u81F4\u65F6\u4E0D\u9009\uFF0C\u4ECA\u665A\u65E0\u4EBA\u88AB\u6740\u3002" : "\u610F\u89C1\u4E0D\u4E00\u81F4\u65F6\u53D6\u591A\u6570\u4EBA\u7684\u610F\u89C1\uFF0C\u6CA1\u8868\u6001\u7684\u89C6\u4E3A\u540C\u610F\u3002";
      const noKill2 = mustKill(state) ? "\u4E0D\u5141\u8BB8\u7A7A\u5200\uFF0C\u5FC5\u987B\u9009\u4E00\u4EBA\u3002" : rules["wolf.allowNoKill"] ? "\u7A7A\u5200\u65F6\u4E0D\u9009\u3002" : "\u4E0D\u5141\u8BB8\u7A7A\u5200\u3002";
      return {
        title: "\u72FC\u4EBA\u6740\u4EBA",
        say,
        hint: [
          `\u72FC\u4EBA\uFF1A${seatList(wolves)}\u3002`,
          turnedNote(state, wolves),
          consensus,
          noKill2,
          rules["wolf.allowSelfTarget"] ? "" : "\u4E0D\u80FD\u6740\u72FC\u4EBA\u3002",
          girl !== null ? `\u5C0F\u5973\u5B69 ${girl} \u53F7\u53EF\u4EE5\u5077\u770B\uFF1A\u5982\u679C\u72FC\u4EBA\u53D1\u73B0\u5979\u5077\u770B\uFF0C\u53EF\u4EE5\u6539\u4E3A\u6740\u5979\u3002` : ""
        ].join("")
      };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      const wolves = livingWolves(draft);
      draft.x.target = target ?? null;
      const text = target === void 0 ? noKill(draft) : `\u72FC\u4EBA\u9009\u62E9\u6740\u6B7B ${target} \u53F7${victimNote(draft, target)}`;
      addLog(draft, text);
      if (wolves.length > 0) recordAct(draft, { key: "night.wolves", role: "werewolf", actors: wolves, targets: target === void 0 ? [] : [target], text: `${text}\uFF08\u72FC\u4EBA\uFF1A${seatList(wolves)}\uFF09` });
    }
  }]
});
function turnedNote(state, wolves) {
  const turned = wolves.filter((s) => !isWolf(state.seats[s - 1].role));
  return turned.map((s) => `${s} \u53F7${roleOf(state.seats[s - 1].role).name}\u5DF2\u53D8\u6210\u72FC\u4EBA\uFF0C\u548C\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u3002`).join("");
}
function noKill(state) {
  const rules = rulesOf(state);
  return rules["wolf.consensus"] === "majority" ? "\u72FC\u4EBA\u7A7A\u5200\uFF0C\u6CA1\u6709\u6740\u4EBA" : rules["wolf.allowNoKill"] ? "\u72FC\u4EBA\u6CA1\u6709\u6740\u4EBA\uFF08\u7A7A\u5200\u6216\u610F\u89C1\u4E0D\u7EDF\u4E00\uFF09" : "\u72FC\u4EBA\u610F\u89C1\u4E0D\u7EDF\u4E00\uFF0C\u4ECA\u665A\u6CA1\u6709\u6740\u4EBA";
}
function victimNote(state, target) {
  const role = state.seats[target - 1].role;
  return role === "littleGirl" ? "\uFF08\u5C0F\u5973\u5B69\uFF0C\u5077\u770B\u88AB\u53D1\u73B0\uFF09" : wolfAt(state, target) ? "\uFF08\u81EA\u5200\uFF09" : "";
}
function mustKill(state) {
  const rules = rulesOf(state);
  return rules["wolf.consensus"] === "majority" && !rules["wolf.allowNoKill"];
}
function wolfKill(draft, dying) {
  const { target, guarded, saved } = draft.x;
  if (target === null) return;
  const spared = (text) => {
    addLog(draft, text);
    recordNote(draft, text);
  };
  if (guarded === target && saved) {
    const dies = rulesOf(draft)["guard.doubleProtectKills"];
    spared(dies ? `${target} \u53F7\u540C\u65F6\u88AB\u5B88\u536B\u5B88\u62A4\u548C\u5973\u5DEB\u89E3\u6551\uFF1A\u540C\u5B88\u540C\u6551\uFF0C\u4ECD\u7136\u6B7B\u4EA1` : `${target} \u53F7\u540C\u65F6\u88AB\u5B88\u536B\u5B88\u62A4\u548C\u5973\u5DEB\u89E3\u6551\uFF0C\u6D3B\u4E86\u4E0B\u6765`);
    if (dies) dying.push({ seat: target, cause: "wolf" });
  } else if (guarded === target) {
    spared(`${target} \u53F7\u88AB\u5B88\u536B\u5B88\u62A4\uFF0C\u6CA1\u6709\u6B7B`);
  } else if (saved) {
    spared(`${target} \u53F7\u88AB\u5973\u5DEB\u6551\u6D3B`);
  } else {
    dying.push({ seat: target, cause: "wolf" });
  }
}

// cloudfunctions/game/src/engine/werewolf/roles/wild-child.ts
var OPTIONS15 = [
  option({
    id: "wildChild.trigger",
    name: "\u91CE\u5B69\u5B50\u53D8\u72FC\u7684\u6761\u4EF6",
    type: "enum",
    group: "advanced",
    description: "\u91CE\u5B69\u5B50\u7684\u699C\u6837\u600E\u6837\u51FA\u5C40\u65F6\uFF0C\u91CE\u5B69\u5B50\u4ECE\u4E0B\u4E00\u665A\u8D77\u53D8\u6210\u72FC\u4EBA\uFF1A\u4EFB\u4F55\u65B9\u5F0F\u51FA\u5C40\uFF1B\u6216\u53EA\u6709\u88AB\u6295\u7968\u653E\u9010\u3002",
    values: ["anyDeath", "exile"],
    valueNames: ["\u699C\u6837\u51FA\u5C40", "\u699C\u6837\u88AB\u653E\u9010"],
    default: "anyDeath"
  })
];
var DESCRIPTION2 = "\u7B2C\u4E00\u665A\u9009\u62E9\u4E00\u540D\u5176\u4ED6\u73A9\u5BB6\u4F5C\u4E3A\u699C\u6837\uFF08\u6CD5\u5B98\u4E0D\u544A\u8BC9\u4F60\u4ED6\u7684\u8EAB\u4EFD\uFF09\u3002\u4F60\u662F\u597D\u4EBA\uFF08\u6751\u6C11\uFF09\uFF1B\u699C\u6837\u51FA\u5C40\u540E\uFF0C\u4F60\u4ECE\u4E0B\u4E00\u665A\u8D77\u53D8\u6210\u72FC\u4EBA\uFF0C\u548C\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\u3002\u4F60\u5148\u51FA\u5C40\u5219\u4E00\u76F4\u662F\u597D\u4EBA\u3002";
var wildChild = defineRole({
  id: "wildChild",
  name: "\u91CE\u5B69\u5B50",
  camp: "good",
  class: "villager",
  unique: true,
  description: DESCRIPTION2,
  options: OPTIONS15,
  night: [modelStep("wildChild", "\u91CE\u5B69\u5B50", "night.wildChild")],
  wolfNow: (state) => turnedOn(state) !== void 0,
  nightfall(draft) {
    const facts4 = draft.x.roles?.wildChild;
    const seat = actor(draft, "wildChild");
    if (!facts4 || facts4.turned !== void 0 || seat === null || !modelGone(draft, facts4.model)) return;
    facts4.turned = draft.round;
    const text = `\u91CE\u5B69\u5B50 ${seat} \u53F7\u7684\u699C\u6837 ${facts4.model} \u53F7\u5DF2\u51FA\u5C40\uFF1A\u91CE\u5B69\u5B50\u53D8\u6210\u72FC\u4EBA\uFF0C\u4ECE\u4ECA\u665A\u8D77\u548C\u72FC\u4EBA\u4E00\u8D77\u7741\u773C`;
    addLog(draft, text);
    recordAct(draft, { key: "night.wildChild", role: "wildChild", actors: [seat], targets: [facts4.model], result: "wolf", text });
  },
  cardNow(state) {
    const model = modelOf(state, "wildChild");
    if (model === null) return {};
    const turned = turnedOn(state);
    if (turned === void 0) return { description: `${DESCRIPTION2}
\u4F60\u7684\u699C\u6837\uFF1A${model} \u53F7\u3002` };
    return {
      camp: "wolf",
      description: `${DESCRIPTION2}
\u4F60\u7684\u699C\u6837 ${model} \u53F7\u5DF2\u51FA\u5C40\uFF1A\u4F60\u5DF2\u53D8\u6210\u72FC\u4EBA\uFF0C\u4ECE\u7B2C ${turned} \u665A\u8D77\u548C\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\u3002`
    };
  }
});
function turnedOn(state) {
  return state.x.roles?.wildChild?.turned;
}
function modelGone(state, model) {
  const death = deathOf(state, model);
  if (!death) return false;
  return rulesOf(state)["wildChild.trigger"] === "anyDeath" || death.causes.includes("exile");
}

// cloudfunctions/game/src/engine/werewolf/roles/witch.ts
var OPTIONS16 = [
  option({
    id: "witch.selfSave",
    name: "\u5973\u5DEB\u81EA\u6551",
    type: "enum",
    group: "common",
    description: "\u5973\u5DEB\u81EA\u5DF1\u88AB\u72FC\u4EBA\u6740\u6B7B\u65F6\u80FD\u5426\u7528\u89E3\u836F\u6551\u81EA\u5DF1\uFF1A\u4ECE\u4E0D\u3001\u4EC5\u7B2C\u4E00\u665A\u3001\u4EFB\u4F55\u4E00\u665A\u3002",
    values: ["never", "firstNight", "always"],
    valueNames: ["\u4E0D\u80FD\u81EA\u6551", "\u4EC5\u9996\u591C\u53EF\u81EA\u6551", "\u53EF\u4EE5\u81EA\u6551"],
    default: "never"
  }),
  option({
    id: "witch.selfPoison",
    name: "\u5973\u5DEB\u81EA\u6BD2",
    type: "boolean",
    group: "advanced",
    description: "\u5973\u5DEB\u80FD\u5426\u5BF9\u81EA\u5DF1\u4F7F\u7528\u6BD2\u836F\u3002",
    default: true
  }),
  option({
    id: "witch.bothSameNight",
    name: "\u4E00\u665A\u53EF\u7528\u4E24\u74F6\u836F",
    type: "boolean",
    group: "common",
    description: "\u5973\u5DEB\u5728\u540C\u4E00\u665A\u65E2\u7528\u89E3\u836F\u53C8\u7528\u6BD2\u836F\u3002\u5173\u95ED\u65F6\u4E00\u665A\u53EA\u80FD\u7528\u4E00\u74F6\u3002",
    default: true
  }),
  option({
    id: "witch.seeVictimAfterAntidote",
    name: "\u89E3\u836F\u7528\u5B8C\u4ECD\u77E5\u5200\u53E3",
    type: "boolean",
    group: "advanced",
    description: "\u89E3\u836F\u7528\u8FC7\u4E4B\u540E\uFF0C\u6CD5\u5B98\u662F\u5426\u8FD8\u544A\u8BC9\u5973\u5DEB\u5F53\u665A\u8C01\u88AB\u72FC\u4EBA\u6740\u4E86\u3002",
    default: false
  })
];
var witch = defineRole({
  id: "witch",
  name: "\u5973\u5DEB",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4F60\u6709\u4E00\u74F6\u89E3\u836F\u548C\u4E00\u74F6\u6BD2\u836F\uFF0C\u6574\u5C40\u5404\u53EA\u80FD\u7528\u4E00\u6B21\u3002\u591C\u91CC\u6CD5\u5B98\u544A\u8BC9\u4F60\u8C01\u88AB\u72FC\u4EBA\u6740\u4E86\uFF0C\u4F60\u53EF\u4EE5\u7528\u89E3\u836F\u6551\u4ED6\uFF1B\u4E5F\u53EF\u4EE5\u7528\u6BD2\u836F\u6BD2\u6B7B\u4E00\u540D\u73A9\u5BB6\u3002",
  options: OPTIONS16,
  dawn: [{ stage: "poison", resolve: poison }],
  night: [
    {
      key: "night.witchSave",
      slot: "witch",
      nights: "every",
      actors: (state) => holdersAnswer(state, "witch"),
      legal(state) {
        const seat = actor(state, "witch");
        if (seat === null) return { input: { type: "none" }, noInput: absence(state, "witch") };
        const victims = knifeTargets(state);
        const saves = victims.filter((v) => antidote(state, seat, v).may);
        const refuseChoice = (id) => {
          if (id !== "save" && !id.startsWith("save:")) return void 0;
          const victim = id === "save" ? victims[0] ?? null : Number(id.slice("save:".length));
          if (victim !== null && !victims.includes(victim)) return void 0;
          return antidote(state, seat, victim).why || void 0;
        };
        const saveOptions = saves.map((v) => ({ id: saveId(victims, v), label: `\u7528\u89E3\u836F\u6551 ${v} \u53F7`, seat: v }));
        return {
          input: { type: "choice", options: [...saveOptions, { id: "skip", label: "\u4E0D\u6551" }] },
          refuseChoice,
          ...saves.length === 0 && { noOptions: antidote(state, seat, victims[0] ?? null).why || "\u4ECA\u665A\u4E0D\u80FD\u7528\u89E3\u836F" }
        };
      },
      words(state) {
        const seat = actor(state, "witch");
        const gesture = (victims2) => `\u4ECA\u665A\u88AB\u6740\u7684\u662F\u2026\u2026\uFF08${victims2.length === 0 ? "\u6447\u624B" : `\u6307\u5411 ${victims2.join("\u3001")} \u53F7`}\uFF09`;
        if (seat === null) {
          return { title: "\u5973\u5DEB\u6551\u4EBA", say: ["\u5973\u5DEB\u8BF7\u7741\u773C\u3002", gesture([]), "\u4F60\u8981\u7528\u89E3\u836F\u5417\uFF1F"], hint: `${absence(state, "witch")}\uFF1A${STILL}` };
        }
        const victims = knifeTargets(state);
        const told = victimTold(state, seat);
        const show = !told ? "\u89E3\u836F\u5DF2\u7528\u8FC7\uFF1A\u4E0D\u544A\u8BC9\u5979\u4ECA\u665A\u8C01\u6B7B\u4E86\uFF08\u6447\u624B\u793A\u610F\uFF09\u3002" : victims.length === 0 ? "\u4ECA\u665A\u6CA1\u6709\u4EBA\u88AB\u6740\uFF1A\u6447\u624B\u793A\u610F\u3002" : victims.length === 1 ? `\u5411\u5979\u793A\u610F ${victims[0]} \u53F7\u88AB\u6740${victims[0] === seat ? "\uFF08\u5C31\u662F\u5979\u81EA\u5DF1\uFF09" : ""}\u3002` : `\u5411\u5979\u793A\u610F ${victims.join("\u3001")} \u53F7\u88AB\u6740\uFF08\u673A\u68B0\u72FC\u53CC\u5200${victims.includes(seat) ? "\uFF0C\u5176\u4E2D\u6709\u5979\u81EA\u5DF1" : ""}\uFF09\uFF1A\u89E3\u836F\u53EA\u80FD\u6551\u5176\u4E2D\u4E00\u4EBA\u3002`;
        const may = victims.some((v) => antidote(state, seat, v).may);
        const why = antidote(state, seat, victims[0] ?? null).why;
        const yes = victims.length > 1 ? "\u5979\u62C7\u6307\u5411\u4E0A\u5E76\u6307\u5411\u8981\u6551\u7684\u4EBA\u8868\u793A\u7528\u89E3\u836F\u3002" : "\u5979\u62C7\u6307\u5411\u4E0A\u8868\u793A\u7528\u89E3\u836F\u3002";
        return {
          title: "\u5973\u5DEB\u6551\u4EBA",
          say: ["\u5973\u5DEB\u8BF7\u7741\u773C\u3002", gesture(told ? victims : []), "\u4F60\u8981\u7528\u89E3\u836F\u5417\uFF1F"],
          hint: may ? `\u5973\u5DEB\uFF1A${seat} \u53F7\u3002${show}${yes}` : `\u5973\u5DEB\uFF1A${seat} \u53F7\u3002${show}${why}\uFF0C\u9009\u201C\u4E0D\u6551\u201D\u3002`,
          ...told && { info: { victim: victims[0] ?? null, ...victims.length > 1 && { victims } } }
        };
      },
      apply(draft, input) {
        const seat = actor(draft, "witch");
        if (input.kind !== "choice" || seat === null) return;
        const victims = knifeTargets(draft);
        const saved = victims.find((v) => saveId(victims, v) === input.choice);
        if (saved !== void 0) {
          if (saved === victims[0]) draft.x.saved = true;
          else draft.x.rescued = saved;
          draft.x.antidoteUsed = true;
        }
        const text = saved !== void 0 ? `\u5973\u5DEB ${seat} \u53F7\u7528\u89E3\u836F\u6551\u4E86 ${saved} \u53F7` : `\u5973\u5DEB ${seat} \u53F7\u6CA1\u6709\u7528\u89E3\u836F`;
        addLog(draft, text);
        const targets = saved !== void 0 ? [saved] : victimTold(draft, seat) ? victims : [];
        recordAct(draft, { key: "night.witchSave", role: "witch", actors: [seat], targets, result: saved !== void 0 ? "save" : "skip", text });
      }
    },
    {
      key: "night.witchPoison",
      slot: "witch",
      nights: "every",
      actors: (state) => holdersAnswer(state, "witch"),
      legal: poisonLegality,
      words(state) {
        const seat = actor(state, "witch");
        const say = ["\u4F60\u8981\u7528\u6BD2\u836F\u5417\uFF1F\u8981\u6BD2\u8C01\uFF1F", "\u5973\u5DEB\u8BF7\u95ED\u773C\u3002"];
        if (seat === null) return { title: "\u5973\u5DEB\u7528\u6BD2", say, hint: `${absence(state, "witch")}\uFF1A${STILL}` };
        const barred = poisonBarred(state);
        return {
          title: "\u5973\u5DEB\u7528\u6BD2",
          say,
          hint: barred ? `\u5973\u5DEB\uFF1A${seat} \u53F7\u3002${barred.hint}\uFF0C\u4E0D\u9009\u4EBA\uFF0C\u76F4\u63A5\u4E0B\u4E00\u6B65\u3002` : `\u5973\u5DEB\uFF1A${seat} \u53F7\u3002\u5979\u62C7\u6307\u5411\u4E0B\u5E76\u6307\u4EBA\u8868\u793A\u7528\u6BD2\u836F\uFF1B\u4E0D\u7528\u65F6\u4E0D\u9009\u3002`
        };
      },
      apply(draft, input) {
        const seat = actor(draft, "witch");
        if (seat === null || input.kind !== "seats") return;
        const [target] = input.seats;
        if (target !== void 0) {
          draft.x.poisoned = target;
          draft.x.poisonUsed = true;
        }
        const text = target === void 0 ? `\u5973\u5DEB ${seat} \u53F7\u6CA1\u6709\u7528\u6BD2\u836F` : `\u5973\u5DEB ${seat} \u53F7\u5BF9 ${target} \u53F7\u7528\u4E86\u6BD2\u836F`;
        addLog(draft, text);
        recordAct(draft, { key: "night.witchPoison", role: "witch", actors: [seat], targets: target === void 0 ? [] : [target], result: target === void 0 ? "skip" : "poison", text });
      }
    }
  ]
});
function victimTold(state, seat) {
  return (!state.x.antidoteUsed || rulesOf(state)["witch.seeVictimAfterAntidote"]) && !blockOf(state, seat);
}
function knifeTargets(state) {
  const first2 = state.x.target;
  return first2 === null ? [] : [first2, ...rolesInPlay(state).flatMap((r) => r.knives?.(state) ?? [])];
}
function saveId(victims, victim) {
  return victim === victims[0] ? "save" : `save:${victim}`;
}
function antidote(state, seat, victim) {
  const rule = rulesOf(state)["witch.selfSave"];
  if (state.x.antidoteUsed) return { may: false, why: "\u89E3\u836F\u5DF2\u7ECF\u7528\u8FC7\u4E86" };
  if (victim === null) return { may: false, why: "\u4ECA\u665A\u6CA1\u6709\u4EBA\u88AB\u72FC\u4EBA\u6740" };
  if (victim === seat && !(rule === "always" || rule === "firstNight" && state.round === 1)) {
    const when = rule === "firstNight" ? "\u53EA\u6709\u7B2C\u4E00\u665A\u53EF\u4EE5\u81EA\u6551" : "\u5973\u5DEB\u4E0D\u80FD\u81EA\u6551";
    return { may: false, why: `\u89C4\u5219${ruleName("witch.selfSave")}\uFF1A${when}` };
  }
  return { may: true, why: "" };
}
function poisonBarred(state) {
  if (state.x.poisonUsed) return { hint: "\u6BD2\u836F\u5DF2\u7ECF\u7528\u8FC7\u4E86", refusal: "\u6BD2\u836F\u5DF2\u7ECF\u7528\u8FC7\u4E86" };
  if ((state.x.saved || state.x.rescued !== void 0) && !rulesOf(state)["witch.bothSameNight"]) {
    const rule = `\u89C4\u5219${ruleName("witch.bothSameNight")}\u5DF2\u5173\u95ED`;
    return { hint: `${rule}\uFF1A\u4ECA\u665A\u7528\u4E86\u89E3\u836F\uFF0C\u4E0D\u80FD\u518D\u7528\u6BD2\u836F`, refusal: `${rule}\uFF1A\u540C\u4E00\u665A\u7528\u4E86\u89E3\u836F\u5C31\u4E0D\u80FD\u518D\u7528\u6BD2\u836F` };
  }
  return null;
}
function poisonLegality(state) {
  const seat = actor(state, "witch");
  if (seat === null) return { input: { type: "none" }, noInput: absence(state, "witch") };
  const barred = poisonBarred(state);
  if (barred) return { input: { type: "seats", min: 0, max: 1, options: [] }, refuse: () => barred.refusal, noOptions: barred.refusal, passLabel: "\u4E0D\u7528\u6BD2" };
  const options = livingSeats(state).filter((s) => rulesOf(state)["witch.selfPoison"] || s !== seat);
  return {
    input: { type: "seats", min: 0, max: 1, options },
    refuse: (s) => s === seat ? `\u89C4\u5219${ruleName("witch.selfPoison")}\u5DF2\u5173\u95ED\uFF1A\u5973\u5DEB\u4E0D\u80FD\u6BD2\u81EA\u5DF1` : dead(s),
    passLabel: "\u4E0D\u7528\u6BD2"
  };
}
function poison(draft, dying) {
  const { poisoned, guarded } = draft.x;
  if (poisoned === null) return;
  if (guarded === poisoned) {
    const text = `${poisoned} \u53F7\u867D\u88AB\u5B88\u536B\u5B88\u62A4\uFF0C\u4ECD\u88AB\u6BD2\u6B7B\uFF08\u5B88\u62A4\u6321\u4E0D\u4F4F\u6BD2\u836F\uFF09`;
    addLog(draft, text);
    recordNote(draft, text);
  }
  if (dying[0]?.seat === poisoned) dying.unshift({ seat: poisoned, cause: "poison" });
  else dying.push({ seat: poisoned, cause: "poison" });
}

// cloudfunctions/game/src/engine/werewolf/roles/knight.ts
var OPTIONS17 = [
  option({
    id: "knight.afterWolfDuel",
    name: "\u9A91\u58EB\u51B3\u6597\u51FA\u72FC\u4E4B\u540E",
    type: "enum",
    group: "advanced",
    description: "\u9A91\u58EB\u51B3\u6597\u6740\u6B7B\u72FC\u4EBA\u540E\uFF1A\u7ACB\u5373\u5929\u9ED1\uFF1B\u6216\u7EE7\u7EED\u53D1\u8A00\u548C\u6295\u7968\u3002",
    values: ["night", "continue"],
    valueNames: ["\u7ACB\u5373\u5929\u9ED1", "\u7EE7\u7EED\u767D\u5929"],
    default: "night"
  })
];
var knight = defineRole({
  id: "knight",
  name: "\u9A91\u58EB",
  camp: "good",
  class: "god",
  unique: true,
  description: "\u4F60\u6CA1\u6709\u591C\u95F4\u80FD\u529B\u3002\u6BCF\u5C40\u4E00\u6B21\uFF0C\u5728\u767D\u5929\u53D1\u8A00\u9636\u6BB5\uFF08\u6295\u7968\u4E4B\u524D\uFF09\u4F60\u53EF\u4EE5\u4EAE\u724C\u4E0E\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\u51B3\u6597\uFF1A\u4ED6\u662F\u72FC\u4EBA\u5219\u4ED6\u51FA\u5C40\uFF1B\u4ED6\u662F\u597D\u4EBA\u5219\u4F60\u4EE5\u6B7B\u8C22\u7F6A\u3002",
  options: OPTIONS17,
  dayAction: {
    kind: "duel",
    now: mayDuel,
    refuse(state, seat, target) {
      if (!mayDuel(state)) return facts3(state).dueled ? "\u9A91\u58EB\u6BCF\u5C40\u53EA\u80FD\u51B3\u6597\u4E00\u6B21" : "\u9A91\u58EB\u53EA\u80FD\u5728\u767D\u5929\u53D1\u8A00\u9636\u6BB5\u3001\u6295\u7968\u4E4B\u524D\u51B3\u6597";
      if (target === seat) return "\u9A91\u58EB\u4E0D\u80FD\u548C\u81EA\u5DF1\u51B3\u6597";
      return isAlive(state, target) ? void 0 : dead(target);
    },
    apply(draft, seat, target) {
      draft.x.roles = { ...draft.x.roles, knight: { dueled: true } };
      const opening = `${seat} \u53F7\u9A91\u58EB\u53D1\u8D77\u51B3\u6597\uFF0C\u51B3\u6597 ${target} \u53F7\u3002`;
      if (wolfAt(draft, target)) return wolfDown(draft, seat, target, opening);
      const text = `${seat} \u53F7\u9A91\u58EB\u51B3\u6597 ${target} \u53F7\uFF08${roleName2(draft.seats[target - 1].role)}\uFF09\uFF1A\u597D\u4EBA\uFF0C\u9A91\u58EB\u4EE5\u6B7B\u8C22\u7F6A`;
      addLog(draft, text);
      recordAct(draft, { key: "duel", role: "knight", actors: [seat], targets: [target], result: "good", text });
      const died = killSeat(draft, seat, "duel");
      return { died, news: [opening, `${target} \u53F7\u662F\u597D\u4EBA\uFF0C\u9A91\u58EB\u4EE5\u6B7B\u8C22\u7F6A\uFF0C\u7EE7\u7EED\u53D1\u8A00\u3002`, ...loverLines(draft, died, seat)], endsDay: false };
    }
  }
});
function mayDuel(state) {
  const rules = rulesOf(state);
  const electionDue = rules["sheriff.enabled"] && state.x.sheriffPending;
  return !facts3(state).dueled && state.step?.key === "day.speech" && !electionDue;
}
function facts3(state) {
  return state.x.roles?.knight ?? { dueled: false };
}
function wolfDown(draft, seat, target, opening) {
  const role = roleName2(draft.seats[target - 1].role);
  const night = rulesOf(draft)["knight.afterWolfDuel"] === "night";
  const text = `${seat} \u53F7\u9A91\u58EB\u51B3\u6597 ${target} \u53F7\uFF08${role}\uFF09\uFF1A\u72FC\u4EBA\u51FA\u5C40${night ? "\uFF0C\u767D\u5929\u7ED3\u675F" : ""}`;
  addLog(draft, text);
  recordAct(draft, { key: "duel", role: "knight", actors: [seat], targets: [target], result: "wolf", text });
  const died = killSeat(draft, target, "duel");
  const news = [opening, `${target} \u53F7\u662F${role}\uFF0C\u51FA\u5C40${night ? "\uFF0C\u5929\u9ED1\u8BF7\u95ED\u773C" : ""}\u3002`, ...loverLines(draft, died, target)];
  return { died, news, endsDay: night };
}

// cloudfunctions/game/src/engine/werewolf/roles/white-wolf-king.ts
var OPTIONS18 = [
  option({
    id: "whiteWolfKing.victimLastWords",
    name: "\u767D\u72FC\u738B\u5E26\u8D70\u7684\u4EBA\u6709\u9057\u8A00",
    type: "boolean",
    group: "advanced",
    description: "\u88AB\u767D\u72FC\u738B\u81EA\u7206\u5E26\u8D70\u7684\u73A9\u5BB6\u662F\u5426\u6709\u9057\u8A00\u3002",
    default: false
  })
];
var NOT_NOW = /* @__PURE__ */ new Set(["day.vote", "day.sheriffVote", "day.lastWords"]);
var whiteWolfKing = defineRole({
  id: "whiteWolfKing",
  name: "\u767D\u72FC\u738B",
  camp: "wolf",
  class: "wolf",
  unique: true,
  explodes: true,
  victims: { cause: "whiteWolfKing", lastWords: (state) => rulesOf(state)["whiteWolfKing.victimLastWords"] },
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u6BCF\u665A\u4E0E\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\u3002\u767D\u5929\uFF08\u6295\u7968\u548C\u9057\u8A00\u65F6\u9664\u5916\uFF0C\u8B66\u957F\u7ADE\u9009\u65F6\u4E5F\u53EF\u4EE5\uFF09\u4F60\u53EF\u4EE5\u81EA\u7206\uFF0C\u540C\u65F6\u5E26\u8D70\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\uFF1B\u767D\u5929\u968F\u5373\u7ED3\u675F\u3002",
  options: OPTIONS18,
  dayAction: {
    kind: "explodeTake",
    now: (state) => state.phase === "day" && state.step !== null && !NOT_NOW.has(state.step.key),
    refuse(state, seat, target) {
      if (!(state.phase === "day" && state.step !== null && !NOT_NOW.has(state.step.key))) return "\u6295\u7968\u548C\u9057\u8A00\u65F6\u767D\u72FC\u738B\u4E0D\u80FD\u81EA\u7206";
      if (target === seat) return "\u767D\u72FC\u738B\u4E0D\u80FD\u5E26\u8D70\u81EA\u5DF1";
      return isAlive(state, target) ? void 0 : dead(target);
    },
    apply(draft, seat, target) {
      const note = electionNote(draft);
      const text = `${seat} \u53F7\u767D\u72FC\u738B\u81EA\u7206\uFF0C\u5E26\u8D70 ${target} \u53F7\uFF0C\u767D\u5929\u7ED3\u675F${note}`;
      addLog(draft, text);
      recordAct(draft, { key: "explodeTake", role: "whiteWolfKing", actors: [seat], targets: [target], result: "take", text });
      const died = killSeats(draft, [{ seat, cause: "explode" }, { seat: target, cause: "whiteWolfKing" }]);
      const news = [
        `${seat} \u53F7\u767D\u72FC\u738B\u81EA\u7206\uFF0C\u5E26\u8D70 ${announceSeat2(draft, target)}\u3002`,
        ...died.filter((s) => s !== seat && s !== target).map((s) => `${announceSeat2(draft, s)}\u662F\u60C5\u4FA3\uFF0C\u4E00\u540C\u6B89\u60C5\u3002`),
        ...lostBadgeLine(note)
      ];
      const after = deathOf(draft, target)?.lastWords && !chainOrder(draft) ? [{ key: "day.lastWords", seat: target }] : [];
      return { died, news, endsDay: true, after };
    }
  }
});

// cloudfunctions/game/src/engine/werewolf/roles/wolf-beauty.ts
var OPTIONS19 = [
  option({
    id: "wolfBeauty.noRepeat",
    name: "\u72FC\u7F8E\u4EBA\u4E0D\u80FD\u8FDE\u7EED\u9B45\u60D1\u540C\u4E00\u4EBA",
    type: "boolean",
    group: "advanced",
    description: "\u72FC\u7F8E\u4EBA\u4E0D\u80FD\u8FDE\u7EED\u4E24\u665A\u9B45\u60D1\u540C\u4E00\u540D\u73A9\u5BB6\u3002",
    default: true
  }),
  option({
    id: "wolfBeauty.linkOn",
    name: "\u72FC\u7F8E\u4EBA\u6B89\u60C5\u65F6\u673A",
    type: "enum",
    group: "advanced",
    description: "\u72FC\u7F8E\u4EBA\u6B7B\u4EA1\u65F6\u88AB\u5979\u9B45\u60D1\u7684\u73A9\u5BB6\u968F\u5979\u51FA\u5C40\uFF1A\u9664\u88AB\u9A91\u58EB\u51B3\u6597\u5916\u7684\u4EFB\u4F55\u6B7B\u4EA1\uFF1B\u6216\u53EA\u5728\u5979\u88AB\u653E\u9010\u6216\u88AB\u67AA\u5E26\u8D70\u65F6\u3002",
    values: ["anyButDuel", "dayOnly"],
    valueNames: ["\u51B3\u6597\u4EE5\u5916\u7684\u4EFB\u4F55\u6B7B\u4EA1", "\u4EC5\u88AB\u653E\u9010\u6216\u88AB\u67AA\u5E26\u8D70"],
    default: "anyButDuel"
  })
];
var wolfBeauty = defineRole({
  id: "wolfBeauty",
  name: "\u72FC\u7F8E\u4EBA",
  camp: "wolf",
  class: "wolf",
  unique: true,
  notWolfTarget: true,
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u6BCF\u665A\u4E0E\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\uFF08\u72FC\u4EBA\u4E0D\u80FD\u6740\u4F60\uFF09\uFF0C\u4E4B\u540E\u5355\u72EC\u7741\u773C\u9B45\u60D1\u4E00\u540D\u73A9\u5BB6\u3002\u4F60\u6B7B\u4EA1\u65F6\uFF0C\u6700\u8FD1\u4E00\u6B21\u88AB\u4F60\u9B45\u60D1\u7684\u73A9\u5BB6\u968F\u4F60\u51FA\u5C40\u3002\u4F60\u4E0D\u80FD\u81EA\u7206\u3002",
  options: OPTIONS19,
  night: [{
    key: "night.wolfBeauty",
    slot: "wolfBeauty",
    nights: "every",
    actors: (state) => holdersAnswer(state, "wolfBeauty"),
    legal(state) {
      const seat = actor(state, "wolfBeauty");
      if (seat === null) return NO_INPUT;
      const last = rulesOf(state)["wolfBeauty.noRepeat"] ? charm(state).last : null;
      return {
        input: { type: "seats", min: 0, max: 1, options: livingSeats(state).filter((s) => s !== seat && s !== last) },
        refuse: (s) => s === seat ? "\u72FC\u7F8E\u4EBA\u4E0D\u80FD\u9B45\u60D1\u81EA\u5DF1" : s === last ? `\u89C4\u5219\u4E0D\u5141\u8BB8\u8FDE\u7EED\u4E24\u665A\u9B45\u60D1\u540C\u4E00\u4EBA\uFF1A${s} \u53F7\u6628\u665A\u5DF2\u88AB\u9B45\u60D1` : dead(s),
        passLabel: "\u4E0D\u9B45\u60D1"
      };
    },
    words(state) {
      const seat = actor(state, "wolfBeauty");
      const say = ["\u72FC\u7F8E\u4EBA\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u9B45\u60D1\u7684\u73A9\u5BB6\u3002", "\u72FC\u7F8E\u4EBA\u8BF7\u95ED\u773C\u3002"];
      if (seat === null) return { title: "\u72FC\u7F8E\u4EBA\u9B45\u60D1", say, hint: `${absence(state, "wolfBeauty")}\uFF1A${STILL}` };
      const last = charm(state).last;
      return {
        title: "\u72FC\u7F8E\u4EBA\u9B45\u60D1",
        say,
        hint: `\u72FC\u7F8E\u4EBA\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u5979\u9B45\u60D1\u7684\u73A9\u5BB6\uFF08\u4E0D\u544A\u8BC9\u88AB\u9B45\u60D1\u8005\uFF09${last !== null && rulesOf(state)["wolfBeauty.noRepeat"] ? `\uFF1B\u4E0D\u80FD\u8FDE\u7EED\u9B45\u60D1 ${last} \u53F7` : ""}\u3002`
      };
    },
    apply(draft, input) {
      const [target] = seatsOf3(input);
      setCharm(draft, { ...charm(draft), charmed: target === void 0 ? null : landsOn(draft, target) });
      const seat = actor(draft, "wolfBeauty");
      const text = target === void 0 ? `\u72FC\u7F8E\u4EBA ${seat} \u53F7\u6CA1\u6709\u9B45\u60D1` : `\u72FC\u7F8E\u4EBA\u9B45\u60D1 ${landing(draft, target)}`;
      if (target !== void 0) addLog(draft, text);
      if (seat !== null) recordAct(draft, { key: "night.wolfBeauty", role: "wolfBeauty", actors: [seat], targets: target === void 0 ? [] : [target], text });
    }
  }],
  nightfall: (draft) => {
    if (holder(draft, "wolfBeauty") !== null) setCharm(draft, { last: charm(draft).charmed, charmed: null });
  },
  dawn: [{ stage: "charm", resolve: charmAtDawn }],
  onDeath: (state, death) => !death.night && links(state, death) ? [{ key: "day.wolfBeauty", seat: death.seat }] : [],
  day: [{
    key: "day.wolfBeauty",
    hiddenAs: "skill",
    actors: () => HOST,
    legal: () => NO_INPUT,
    words(state, step) {
      const charmed = charm(state).charmed;
      const shown = rulesOf(state)["reveal.onDeath"];
      return {
        title: "\u72FC\u7F8E\u4EBA\u6B89\u60C5",
        say: [shown ? "\u72FC\u7F8E\u4EBA\u51FA\u5C40\uFF0C\u5979\u6700\u8FD1\u4E00\u6B21\u9B45\u60D1\u7684\u73A9\u5BB6\u968F\u5979\u51FA\u5C40\u3002" : NEUTRAL_SKILL_LINE],
        hint: `\u72FC\u7F8E\u4EBA ${step.seat} \u53F7\u51FA\u5C40\uFF0C\u5979\u6700\u8FD1\u4E00\u6B21\u9B45\u60D1\u7684 ${charmed} \u53F7\u968F\u5979\u51FA\u5C40\uFF1A\u6CA1\u6709\u6280\u80FD\uFF0C\u6CA1\u6709\u9057\u8A00\u3002`
      };
    },
    apply(draft) {
      const charmed = charm(draft).charmed;
      if (charmed === null || !isAlive(draft, charmed)) return { dead: [] };
      const died = killSeat(draft, charmed, "charm");
      const how = rulesOf(draft)["reveal.onDeath"] ? "\u968F\u72FC\u7F8E\u4EBA\u51FA\u5C40" : "\u51FA\u5C40";
      draft.x.news = [`${announceSeat2(draft, charmed)}${how}\u3002`, ...loverLines(draft, died, charmed)];
      return { dead: died };
    }
  }]
});
function charm(state) {
  return state.x.roles?.wolfBeauty ?? { charmed: null, last: null };
}
function setCharm(draft, value) {
  draft.x.roles = { ...draft.x.roles, wolfBeauty: value };
}
function linkedCause(state, causes, night) {
  if (causes.includes("duel")) return false;
  if (rulesOf(state)["wolfBeauty.linkOn"] === "dayOnly") return !night && causes.some((c) => c === "exile" || c === "shot");
  return true;
}
function links(state, death) {
  const charmed = charm(state).charmed;
  return charmed !== null && isAlive(state, charmed) && linkedCause(state, death.causes, death.night);
}
function charmAtDawn(draft, dying) {
  const seat = holder(draft, "wolfBeauty");
  const charmed = charm(draft).charmed;
  if (seat === null || charmed === null || !isAlive(draft, seat) || charmed === seat) return;
  const partner = partnerOf(draft, seat);
  const causes = dying.filter((d) => d.seat === seat).map((d) => d.cause);
  if (partner !== null && dying.some((d) => d.seat === partner)) causes.push("lover");
  if (causes.length === 0 || !linkedCause(draft, causes, true)) return;
  addLog(draft, `\u72FC\u7F8E\u4EBA ${seat} \u53F7\u4ECA\u665A\u51FA\u5C40\uFF0C\u88AB\u5979\u9B45\u60D1\u7684 ${charmed} \u53F7\u968F\u5979\u51FA\u5C40`);
  dying.push({ seat: charmed, cause: "charm" });
}

// cloudfunctions/game/src/engine/werewolf/roles/wolf-king.ts
var OPTIONS20 = [
  option({
    id: "wolfKing.noShotOn",
    name: "\u72FC\u738B\u4E0D\u80FD\u5F00\u67AA\u7684\u6B7B\u56E0",
    type: "set",
    group: "common",
    description: "\u72FC\u738B\u56E0\u8FD9\u4E9B\u539F\u56E0\u6B7B\u4EA1\u65F6\u4E0D\u80FD\u5F00\u67AA\uFF1A\u88AB\u6BD2\u6B7B\u3001\u6B89\u60C5\u3001\u68A6\u4EA1\u3001\u88AB\u9B45\u60D1\u5E26\u8D70\u3001\u88AB\u767D\u72FC\u738B\u5E26\u8D70\u3001\u88AB\u67AA\u5E26\u8D70\u3001\u81EA\u7206\u3001\u5728\u51B3\u6597\u4E2D\u51FA\u5C40\u3002",
    values: ["poison", "lover", "dream", "charm", "whiteWolfKing", "shot", "selfDestruct", "duel"],
    valueNames: ["\u88AB\u6BD2\u6B7B", "\u6B89\u60C5", "\u68A6\u4EA1", "\u88AB\u9B45\u60D1\u5E26\u8D70", "\u88AB\u767D\u72FC\u738B\u5E26\u8D70", "\u88AB\u67AA\u5E26\u8D70", "\u81EA\u7206", "\u88AB\u51B3\u6597"],
    default: ["poison", "lover", "dream", "charm", "selfDestruct", "duel"]
  })
];
var wolfKing = defineRole({
  id: "wolfKing",
  name: "\u72FC\u738B",
  camp: "wolf",
  class: "wolf",
  unique: true,
  explodes: true,
  description: "\u4F60\u662F\u72FC\u4EBA\u9635\u8425\uFF0C\u6BCF\u665A\u4E0E\u72FC\u4EBA\u4E00\u8D77\u7741\u773C\u6740\u4EBA\u3002\u4F60\u6B7B\u4EA1\u65F6\u53EF\u4EE5\u5F00\u67AA\u5E26\u8D70\u4E00\u540D\u6D3B\u7740\u7684\u73A9\u5BB6\uFF08\u88AB\u6BD2\u6B7B\u3001\u81EA\u7206\u7B49\u60C5\u51B5\u4E0D\u80FD\u5F00\u67AA\uFF0C\u4EE5\u672C\u5C40\u89C4\u5219\u4E3A\u51C6\uFF09\u3002\u4F60\u53EF\u4EE5\u5728\u767D\u5929\u81EA\u7206\u3002",
  options: OPTIONS20,
  ...shooterParts({
    role: "wolfKing",
    name: "\u72FC\u738B",
    shot: "day.wolfKing",
    status: "night.wolfKingStatus",
    noShotOn: (state) => rulesOf(state)["wolfKing.noShotOn"],
    words: kingWords
  })
});
function kingWords(state, step) {
  const exiled = state.x.deaths.some((d) => d.seat === step.seat && d.cause === "exile");
  return {
    title: "\u72FC\u738B\u5F00\u67AA",
    say: [rulesOf(state)["reveal.onDeath"] ? `${step.seat} \u53F7\u73A9\u5BB6\u662F\u72FC\u738B\u3002\u72FC\u738B\u8BF7\u53D1\u52A8\u6280\u80FD\uFF0C\u4F60\u8981\u5E26\u8D70\u8C01\uFF1F` : NEUTRAL_SKILL_LINE],
    hint: `${step.seat} \u53F7\u662F\u72FC\u738B\uFF0C${exiled ? "\u88AB\u653E\u9010" : "\u5DF2\u6B7B\u4EA1"}\u3002\u4ED6\u4EAE\u724C\u5F00\u67AA\u65F6\u70B9\u9009\u4ED6\u5E26\u8D70\u7684\u73A9\u5BB6\uFF1B\u4E0D\u5F00\u67AA\u65F6\u4E0D\u9009\u3002`
  };
}

// cloudfunctions/game/src/engine/werewolf/roles/wolf-witch.ts
function tonight(state) {
  return state.x.roles?.wolfWitch?.tonight ?? null;
}
var wolfWitch = defineRole({
  id: "wolfWitch",
  name: "\u72FC\u5DEB",
  camp: "wolf",
  class: "wolf",
  unique: true,
  explodes: true,
  description: "\u72FC\u4EBA\u9635\u8425\uFF0C\u591C\u91CC\u548C\u72FC\u961F\u4E00\u8D77\u6740\u4EBA\uFF0C\u4E4B\u540E\u5355\u72EC\u7741\u773C\u67E5\u9A8C\u4E00\u540D\u72FC\u961F\u53CB\u4EE5\u5916\u7684\u73A9\u5BB6\uFF0C\u6CD5\u5B98\u7ED9\u4F60\u770B\u4ED6\u7684\u8EAB\u4EFD\u724C\u3002\u4ECE\u7B2C\u4E8C\u665A\u8D77\uFF0C\u4F60\u67E5\u9A8C\u5230\u7EAF\u767D\u4E4B\u5973\u65F6\u5979\u5929\u4EAE\u6B7B\u4EA1\u3002\u53EF\u4EE5\u81EA\u7206\u3002",
  nightfall(draft) {
    if (draft.x.roles?.wolfWitch) draft.x.roles = { ...draft.x.roles, wolfWitch: { tonight: null } };
  },
  night: [
    {
      key: "night.wolfWitch",
      slot: "wolfWitch",
      nights: "every",
      actors: (state) => holdersAnswer(state, "wolfWitch"),
      legal(state) {
        const seat = actor(state, "wolfWitch");
        if (seat === null) return NO_INPUT;
        const team = livingWolves(state);
        return {
          input: { type: "seats", min: 0, max: 1, options: livingSeats(state).filter((s) => !team.includes(s)) },
          refuse: (s) => s === seat ? "\u72FC\u5DEB\u4E0D\u80FD\u67E5\u9A8C\u81EA\u5DF1" : team.includes(s) ? "\u72FC\u5DEB\u4E0D\u80FD\u67E5\u9A8C\u72FC\u961F\u53CB" : dead(s),
          passLabel: "\u4E0D\u67E5\u9A8C"
        };
      },
      words(state) {
        const seat = actor(state, "wolfWitch");
        const say = ["\u72FC\u5DEB\u8BF7\u7741\u773C\uFF0C\u8BF7\u9009\u62E9\u4F60\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\u3002"];
        if (seat === null) return { title: "\u72FC\u5DEB\u67E5\u9A8C", say, hint: `${absence(state, "wolfWitch")}\uFF1A${STILL}` };
        const kills = state.round >= 2 ? "\u67E5\u9A8C\u5230\u7EAF\u767D\u4E4B\u5973\u65F6\u5979\u5929\u4EAE\u6B7B\u4EA1\uFF08\u5B88\u536B\u548C\u89E3\u836F\u6321\u4E0D\u4F4F\uFF09\u3002" : "\u7B2C\u4E00\u665A\u53EA\u67E5\u9A8C\uFF0C\u4E0D\u4F1A\u9A8C\u6740\u3002";
        return { title: "\u72FC\u5DEB\u67E5\u9A8C", say, hint: `\u72FC\u5DEB\uFF1A${seat} \u53F7\u3002\u70B9\u9009\u5979\u8981\u67E5\u9A8C\u7684\u73A9\u5BB6\uFF08\u4E0D\u80FD\u662F\u72FC\u961F\u53CB\uFF09\uFF0C\u4E0D\u67E5\u9A8C\u65F6\u4E0D\u9009\u3002${kills}` };
      },
      apply(draft, input) {
        const [target] = seatsOf3(input);
        draft.x.roles = { ...draft.x.roles, wolfWitch: { tonight: target ?? null } };
        const seat = actor(draft, "wolfWitch");
        if (seat === null) return;
        if (target === void 0) {
          const text2 = `\u72FC\u5DEB ${seat} \u53F7\u6CA1\u6709\u67E5\u9A8C`;
          addLog(draft, text2);
          recordAct(draft, { key: "night.wolfWitch", role: "wolfWitch", actors: [seat], targets: [], text: text2 });
          return;
        }
        const role = draft.seats[landsOn(draft, target) - 1].role;
        const text = `\u72FC\u5DEB ${seat} \u53F7\u67E5\u9A8C ${landing(draft, target)}\uFF1A${roleName2(role)}`;
        addLog(draft, text);
        recordAct(draft, { key: "night.wolfWitch", role: "wolfWitch", actors: [seat], targets: [target], result: role, text });
      }
    },
    {
      key: "night.wolfWitchResult",
      slot: "wolfWitch",
      nights: "every",
      actors: (state) => tonight(state) === null ? NOBODY : holdersAnswer(state, "wolfWitch", "time"),
      legal: () => NO_INPUT,
      words(state) {
        const checked = tonight(state);
        const say = ["\u4ED6\u7684\u8EAB\u4EFD\u662F\u2026\u2026", "\u72FC\u5DEB\u8BF7\u95ED\u773C\u3002"];
        if (checked === null) return { title: "\u72FC\u5DEB\u67E5\u9A8C\u7ED3\u679C", say, hint: `\u4ECA\u665A\u72FC\u5DEB\u6CA1\u6709\u67E5\u9A8C\uFF1A${STILL}` };
        const seen = landsOn(state, checked);
        const role = state.seats[seen - 1].role;
        const swapped2 = seen === checked ? "" : `\uFF08\u9B54\u672F\u5E08\u4EA4\u6362\uFF1A\u5B9E\u9645\u67E5\u9A8C\u7684\u662F ${seen} \u53F7\uFF09`;
        const kill = state.round >= 2 && role === "pureWhite" ? "\u5979\u662F\u7EAF\u767D\u4E4B\u5973\uFF0C\u5929\u4EAE\u65F6\u6B7B\u4EA1\uFF08\u9A8C\u6740\uFF09\u3002" : "";
        return {
          title: "\u72FC\u5DEB\u67E5\u9A8C\u7ED3\u679C",
          say,
          hint: `\u628A ${seen} \u53F7\u7684\u8EAB\u4EFD\u724C\u7ED9\u72FC\u5DEB\u770B\uFF1A${roleName2(role)}\u3002${swapped2}${kill}`,
          info: { seat: checked, role, roleName: roleName2(role) }
        };
      }
    }
  ],
  dawn: [{ stage: "hunt", resolve: checkKill2 }]
});
function checkKill2(draft, dying) {
  const checked = tonight(draft);
  if (draft.round < 2 || actor(draft, "wolfWitch") === null || checked === null) return;
  const target = landsOn(draft, checked);
  if (draft.seats[target - 1].role !== "pureWhite") return;
  addLog(draft, `\u72FC\u5DEB\u9A8C\u5230\u7EAF\u767D\u4E4B\u5973 ${target} \u53F7\uFF1A\u5979\u6B7B\u4EA1`);
  dying.push({ seat: target, cause: "check" });
}

// cloudfunctions/game/src/engine/werewolf/roles/index.ts
var ROLES = [
  werewolf,
  villager,
  seer,
  witch,
  hunter,
  guard,
  cupid,
  thief,
  littleGirl,
  idiot,
  bear,
  wolfKing,
  whiteWolfKing,
  wolfBeauty,
  knight,
  nightmare,
  bloodMoon,
  demonHunter,
  dreamweaver,
  magician,
  gargoyle,
  hiddenWolf,
  mechanicalWolf,
  evilKnight,
  gravedigger,
  psychic,
  crow,
  pureWhite,
  wolfWitch,
  slacker,
  wildChild
];
var NIGHT_STEPS = ROLES.flatMap((r) => (r.night ?? []).map((s) => ({ ...s, role: r.id })));

// cloudfunctions/game/src/engine/registry.ts
var werewolfGame = createWerewolf(ROLES);
var GAMES = [killerGame, werewolfGame, undercoverGame];
function findGame(id) {
  return GAMES.find((g) => g.info.id === id);
}
function gameModule(id) {
  const module2 = findGame(id);
  if (!module2) throw badRequest(`\u6682\u4E0D\u652F\u6301\u8FD9\u4E2A\u6E38\u620F\uFF1A${id}`);
  return module2;
}

// cloudfunctions/game/src/engine/core/prompt-facts.ts
var ALIGNMENT = { wolf: "\u72FC\u4EBA", good: "\u597D\u4EBA" };
var seatsIn = (value) => {
  if (typeof value === "number") return [value];
  if (Array.isArray(value) && value.every((s) => typeof s === "number")) return value;
  return void 0;
};
function factsByShape(info, roleName4) {
  const facts4 = [];
  const marks = [];
  const shown = typeof info.result === "string" ? info.result : typeof info.role === "string" ? info.role : void 0;
  if (typeof info.seat === "number" && shown !== void 0) {
    const text = ALIGNMENT[shown] ?? roleName4(shown);
    facts4.push(`${info.seat} \u53F7\u662F${text}`);
    marks.push({ seat: info.seat, text });
  }
  if ("victim" in info || "victims" in info) {
    const victims = seatsIn(info.victims) ?? seatsIn(info.victim) ?? [];
    const one = victims.length > 1 ? "\uFF08\u89E3\u836F\u53EA\u80FD\u6551\u5176\u4E2D\u4E00\u4EBA\uFF09" : "";
    facts4.push(victims.length === 0 ? "\u4ECA\u665A\u6CA1\u6709\u4EBA\u88AB\u6740" : `\u4ECA\u665A\u88AB\u6740\u7684\u662F ${victims.join("\u3001")} \u53F7${one}`);
    for (const seat of victims) marks.push({ seat, text: "\u88AB\u6740" });
  }
  if (typeof info.canShoot === "boolean") facts4.push(info.canShoot ? "\u4F60\u4ECA\u665A\u53EF\u4EE5\u5F00\u67AA" : "\u4F60\u4ECA\u665A\u4E0D\u80FD\u5F00\u67AA");
  const wolves = seatsIn(info.wolves);
  if (wolves) {
    const roles = Array.isArray(info.roles) && info.roles.length === wolves.length ? info.roles : void 0;
    const named = wolves.map((seat, i) => roles ? `${seat} \u53F7\uFF08${roleName4(roles[i])}\uFF09` : `${seat} \u53F7`);
    facts4.push(wolves.length === 0 ? "\u6CA1\u6709\u72FC\u961F\u53CB" : `\u72FC\u961F\u53CB\uFF1A${named.join("\u3001")}`);
    wolves.forEach((seat, i) => marks.push({ seat, text: roles ? roleName4(roles[i]) : "\u72FC" }));
  }
  if (Array.isArray(info.center) && info.center.length > 0) facts4.push(`\u4E24\u5F20\u5E95\u724C\uFF1A${info.center.map((r) => roleName4(String(r))).join("\u3001")}`);
  if (facts4.length === 0) return void 0;
  return { ...info, facts: facts4, ...marks.length > 0 && { marks } };
}

// cloudfunctions/game/src/prompt-info.ts
function promptInfo(room, step, seat) {
  if (isTeamNight(room, step)) {
    const { team, mates, picks, marks } = teamPicks(room, step, seat);
    return { team, facts: [...mates, ...picks], marks };
  }
  return ownInfo(room, step, seat);
}
function lastingFacts(room, step, seat) {
  if (isTeamNight(room, step)) return teamPicks(room, step, seat).mates;
  return ownInfo(room, step, seat)?.facts ?? [];
}
function isTeamNight(room, step) {
  return room.match.state.phase === "night" && step.close === "answers";
}
function ownInfo(room, step, seat) {
  const { state } = room.match;
  const module2 = gameModule(state.game);
  return module2.promptInfo?.(state, seat) ?? factsByShape(step.info ?? {}, (id) => roleName3(room, id));
}
function roleName3(room, id) {
  return gameModule(room.match.state.game).info.roles.find((r) => r.id === id)?.name ?? id;
}
function teamPicks(room, step, seat) {
  const team = step.actors?.seats ?? [];
  const others = team.filter((s) => s !== seat);
  const answers = room.auto.collection.answers;
  const wolves = step.actors?.kind === "wolves";
  const own = roleName3(room, room.match.state.seats[seat - 1].role);
  const mateText = wolves ? "\u72FC" : own;
  const pickOf = (s) => {
    const seats = answers[s]?.input.seats;
    return Array.isArray(seats) && typeof seats[0] === "number" ? seats[0] : void 0;
  };
  const lines = others.map((s) => {
    const pick2 = pickOf(s);
    return pick2 === void 0 ? `${s} \u53F7\u8FD8\u6CA1\u9009` : `${s} \u53F7\u9009\u4E86 ${pick2} \u53F7`;
  });
  const marks = [
    ...others.map((s) => ({ seat: s, text: mateText })),
    ...team.flatMap((s) => {
      const pick2 = pickOf(s);
      return pick2 === void 0 ? [] : [{ seat: pick2, text: `${s}\u53F7${wolves ? "\u5200" : "\u9009"}` }];
    })
  ];
  const mates = others.length > 0 ? [`${wolves ? "\u72FC\u961F\u53CB" : `${own}\u540C\u4F34`}\uFF1A${others.join("\u3001")} \u53F7`] : [];
  const picks = lines.length > 0 ? [lines.join("\uFF0C")] : [];
  return { team, mates, picks, marks };
}

// cloudfunctions/game/src/seat-notes.ts
function withNotesOf(room, step, auto) {
  const { round, phase } = room.match.state;
  const kept = auto.notes ?? [];
  const known = new Set(kept.map((n) => `${n.seat}:${n.text}`));
  const told = answeringSeats(step, auto.collection).flatMap((seat) => lastingFacts(room, step, seat).filter((text) => !known.has(`${seat}:${text}`)).map((text) => ({ seat, round, phase, text })));
  return told.length === 0 ? auto : { ...auto, notes: [...kept, ...told] };
}
function notesOf(room, seat) {
  return (room.auto?.notes ?? []).filter((n) => n.seat === seat).map(({ round, phase, text }) => ({ round, phase, text }));
}

// cloudfunctions/game/src/engine/core/signal.ts
function toldDead(module2, room) {
  const { state } = room.match;
  const unannounced = new Set(state.winner !== null ? [] : module2.unannouncedDeaths?.(state) ?? []);
  return state.seats.filter((s) => !s.alive && !unannounced.has(s.seat)).map((s) => s.seat);
}
function publicState(module2, room) {
  const { state } = room.match;
  const ended = state.winner !== null;
  return {
    deal: dealNumber(room.match),
    stepId: state.stepId,
    round: state.round,
    phase: state.phase,
    status: ended ? "ended" : "playing",
    dead: toldDead(module2, room),
    joined: room.members.length
  };
}
function publicVersion(room) {
  return room.v ?? 1;
}
function samePublicState(a, b) {
  return a.deal === b.deal && a.stepId === b.stepId && a.round === b.round && a.phase === b.phase && a.status === b.status && a.joined === b.joined && a.dead.join() === b.dead.join();
}
function withPublicVersion(module2, prev, next, faceMoved = false) {
  const moved = faceMoved || !samePublicState(publicState(module2, prev), publicState(module2, next));
  return { ...next, v: publicVersion(prev) + (moved ? 1 : 0) };
}
function roomSignal(module2, room, ttlMs) {
  return { v: publicVersion(room), ...publicState(module2, room), expiresAt: room.updatedAt + ttlMs };
}

// cloudfunctions/game/src/skill-window.ts
var SKILL_STEP = { key: "day.skill", title: "\u6280\u80FD", say: [NEUTRAL_SKILL_LINE] };
function heardAsSkill(room, step) {
  const { state } = room.match;
  return gameModule(state.game).publicStepKey?.(state, step.key) === SKILL_STEP.key;
}
function windowFor(room, step, previous, now) {
  if (!isAuto(room)) return { fields: {}, delayMs: 0 };
  const { state } = room.match;
  const module2 = gameModule(state.game);
  const told = toldDead(module2, room);
  const before2 = previous?.toldDead ?? told;
  if (step.actors?.kind === "host") return { fields: { toldDead: before2 }, delayMs: 0 };
  const fresh = told.some((seat) => !before2.includes(seat));
  if (!fresh || heardAsSkill(room, step) || state.phase !== "day" || !module2.hidesDeathSkills?.(state)) {
    return { fields: { toldDead: told }, delayMs: 0 };
  }
  const seconds = autoRules(state.config.rules)["auto.voteSeconds"];
  return { fields: { toldDead: told, skill: { stepId: step.id, endsAt: now + seconds * 1e3, seconds } }, delayMs: seconds * 1e3 };
}
function afterWindow(auto, now) {
  if (!auto.skill || auto.pausedAt !== void 0 || now < auto.skill.endsAt) return auto;
  const { skill, ...rest } = auto;
  return { ...rest, newsSaid: skill.stepId };
}
function windowSkipped(auto, now) {
  const { skill, ...rest } = auto;
  if (!skill) return auto;
  const left2 = Math.max(0, skill.endsAt - now);
  return { ...rest, newsSaid: skill.stepId, timer: rest.timer && { ...rest.timer, endsAt: rest.timer.endsAt - left2 } };
}

// cloudfunctions/game/src/auto-clock.ts
var MAX_CLOSES = 400;
var described = /* @__PURE__ */ new WeakMap();
function openStep(room) {
  const { state } = room.match;
  let step = described.get(state);
  if (step === void 0) {
    step = currentStep(gameModule(state.game), state);
    described.set(state, step);
  }
  return step;
}
function isNightStep(room, step) {
  return room.match.state.phase === "night" && step.actors?.kind !== "host";
}
function stepSeconds(room, step, rng) {
  const rules = autoRules(room.match.state.config.rules);
  const kind = step.actors?.kind;
  if (!isAuto(room) || kind === "host" || kind === void 0) return null;
  if (isNightStep(room, step)) {
    if (nightByAnswers(room)) return null;
    return rules["auto.nightStepSeconds"] + rng.int(rules["auto.nightStepJitter"] * 1e3 + 1) / 1e3;
  }
  if (kind === "nobody") return null;
  if (kind === "speaker") return step.key === "day.lastWords" ? rules["auto.lastWordsSeconds"] : rules["auto.speechSeconds"];
  return rules["auto.voteSeconds"];
}
function stamped(room, now, rng) {
  const state = room.match.state;
  const previous = room.auto;
  const step = openStep(room);
  const collection = previous && previous.collection.stepId === state.stepId ? previous.collection : openCollection(state.stepId);
  const seatV = previous?.seatV ?? {};
  const fresh = !previous || collection !== previous.collection || previous.timer !== null && previous.timer.speaker !== collection.speaker;
  if (previous && (!fresh || !step)) return { ...previous, collection, seatV };
  if (!step) return { collection, timer: null, seatV };
  const seconds = stepSeconds(room, step, rng);
  const { fields, delayMs } = collection !== previous?.collection ? windowFor(room, step, previous, now) : { fields: { ...previous.skill && { skill: previous.skill }, ...previous.toldDead && { toldDead: previous.toldDead } }, delayMs: 0 };
  const timer = seconds === null ? null : { seconds: Math.round(seconds), endsAt: now + delayMs + Math.round(seconds * 1e3), speaker: collection.speaker };
  return {
    ...previous?.pausedAt !== void 0 && { pausedAt: previous.pausedAt },
    collection,
    timer,
    seatV,
    ...previous?.guesses && { guesses: previous.guesses },
    ...previous?.notes && { notes: previous.notes },
    ...fields
  };
}
function nightByAnswers(room) {
  return autoRules(room.match.state.config.rules)["auto.nightStepSeconds"] === 0;
}
function closesNow(room, step, auto, now) {
  if (auto.skill) return false;
  const timeUp = auto.timer !== null && now >= auto.timer.endsAt;
  if (isNightStep(room, step)) {
    if (!nightByAnswers(room)) return timeUp;
    const seats = answeringSeats(step, auto.collection);
    return seats.length > 0 && seats.every((s) => String(s) in auto.collection.answers);
  }
  if (step.actors?.kind === "host") return false;
  return ruleMet(step, auto.collection) || timeUp;
}
function settle(room, now, rng) {
  if (!isAuto(room)) return votesByPhone(room) ? withStamp(room, now, rng) : room;
  let current2 = room;
  for (let i = 0; i < MAX_CLOSES; i++) {
    const auto = afterWindow(stamped(current2, now, rng), now);
    const step = openStep(current2);
    if (auto !== current2.auto && !sameAuto(auto, current2.auto)) current2 = { ...current2, auto };
    if (!step || auto.pausedAt !== void 0 || !closesNow(current2, step, auto, now)) return current2;
    const next = speakerTimedOut(step, auto, now) ? null : closed(current2, step, auto);
    if (next === void 0) return current2;
    current2 = next === null ? { ...current2, auto: { ...auto, collection: { ...auto.collection, speaker: auto.collection.speaker + 1 } } } : next;
  }
  return current2;
}
function closedEarly(room, step) {
  const auto = room.auto;
  if (step.actors?.kind === "speaker" && auto.collection.speaker + 1 < step.actors.seats.length) {
    return { ...room, auto: { ...auto, collection: { ...auto.collection, speaker: auto.collection.speaker + 1 } } };
  }
  return closed(room, step, auto);
}
function votesByPhone(room) {
  return !isAuto(room) && room.match.state.config.rules.votes === "phones";
}
function withStamp(room, now, rng) {
  const auto = stamped(room, now, rng);
  return sameAuto(auto, room.auto) ? room : { ...room, auto };
}
function speakerTimedOut(step, auto, now) {
  if (step.actors?.kind !== "speaker" || !auto.timer || now < auto.timer.endsAt) return false;
  return auto.collection.speaker + 1 < step.actors.seats.length;
}
function closed(room, step, auto) {
  const match = closedMatch(room, step, auto);
  return match && { ...room, match, auto: withNotesOf(room, step, auto) };
}
function closedMatch(room, step, auto) {
  const module2 = gameModule(room.match.state.game);
  const input = inputOf(step, auto.collection.answers, room.match.state.config.rules);
  if (input === null) return void 0;
  try {
    return closeStep(module2, room.match, step.id, input);
  } catch (error) {
    if (!(error instanceof GameError)) throw error;
    const silent = inputOf(step, {}, room.match.state.config.rules);
    return silent === null ? void 0 : closeStep(module2, room.match, step.id, silent);
  }
}
function sameAuto(a, b) {
  return b !== void 0 && a.collection === b.collection && a.timer === b.timer && a.pausedAt === b.pausedAt && a.skill === b.skill && a.toldDead === b.toldDead;
}
function paused(room, now) {
  if (!room.auto || room.auto.pausedAt !== void 0) return room;
  return { ...room, auto: { ...room.auto, pausedAt: now } };
}
function resumed(room, now) {
  const auto = room.auto;
  if (!auto || auto.pausedAt === void 0) return room;
  const { pausedAt, ...rest } = auto;
  const timer = auto.timer && { ...auto.timer, endsAt: auto.timer.endsAt + (now - pausedAt) };
  const skill = auto.skill && { ...auto.skill, endsAt: auto.skill.endsAt + (now - pausedAt) };
  return { ...room, auto: { ...rest, timer, ...skill && { skill } } };
}

// cloudfunctions/game/src/phone-votes.ts
var PHONE_HINT = "\u73A9\u5BB6\u5728\u81EA\u5DF1\u7684\u624B\u673A\u4E0A\u6295\u7968\uFF0C\u7968\u6570\u81EA\u52A8\u586B\u5165\uFF1B\u7968\u9F50\u4E86\uFF08\u6216\u4F60\u8BA4\u4E3A\u8BE5\u7ED3\u675F\u65F6\uFF09\u70B9\u300C\u7ED3\u675F\u6295\u7968\u300D\uFF0C\u6CA1\u6295\u7684\u4EBA\u7B97\u5F03\u6743\u3002";
function withTally(room, step) {
  if (!step || !votesByPhone(room) || step.input.type !== "ballots") return step;
  const collection = room.auto?.collection.stepId === step.id ? room.auto.collection : void 0;
  const answers = collection?.answers ?? {};
  const ballots = inputOf(step, answers, {}).ballots;
  const abstained = Object.keys(answers).map(Number).filter((seat) => !(String(seat) in ballots)).sort((a, b) => a - b);
  const tally2 = { ballots, abstained, waiting: collection ? waitingSeats(step, collection) : step.input.voters };
  return { ...step, hint: PHONE_HINT, info: { ...step.info, tally: tally2 } };
}
function judgeInput(room, step, raw) {
  const empty = raw === void 0 || raw === null || typeof raw === "object" && Object.keys(raw).length === 0;
  const tallied = withTally(room, step);
  if (!empty || !tallied || tallied === step) return raw;
  return { ballots: tallied.info.tally.ballots };
}
function tallyMoved(prev, next) {
  if (!votesByPhone(next)) return false;
  const tally2 = (room) => JSON.stringify(withTally(room, openStep(room))?.info?.tally ?? null);
  return tally2(prev) !== tally2(next);
}
function afterJudge(prev, next) {
  if (!votesByPhone(next)) return next;
  const { stepId } = next.match.state;
  const auto = next.auto;
  if (auto && auto.collection.stepId === stepId && dealNumber(next.match) === dealNumber(prev.match)) return next;
  return { ...next, auto: { ...auto ?? { timer: null, seatV: {} }, collection: openCollection(stepId) } };
}

// cloudfunctions/game/src/table-life/life-log.ts
function withLifeLine(room, text) {
  const { state } = room.match;
  const after = { events: eventsOf(state).length, logged: state.log.length };
  const line = { deal: dealNumber(room.match), round: state.round, phase: state.phase, text, after };
  return { ...room, lifeLog: [...room.lifeLog ?? [], line] };
}
function dealLines(room) {
  const deal2 = dealNumber(room.match);
  return (room.lifeLog ?? []).filter((line) => line.deal === deal2);
}
var entryOf = ({ round, phase, text }) => ({ round, phase, text });
function lifeLines(room) {
  return dealLines(room).map(entryOf);
}
function markedJudgeLog(log2) {
  return log2.map((entry, index) => ({ ...entry, at: index + 1 }));
}
var phaseOrder = (entry) => entry.round * 2 + (entry.phase === "day" ? 1 : 0);
function before(line, entry, basis) {
  return line.after ? line.after[basis] < entry.at : phaseOrder(line) < phaseOrder(entry);
}
function withLifeLines(log2, basis, room) {
  const lines = dealLines(room);
  const merged = [];
  let next = 0;
  for (const entry of log2) {
    while (next < lines.length && before(lines[next], entry, basis)) merged.push(entryOf(lines[next++]));
    merged.push(entryOf(entry));
  }
  return [...merged, ...lines.slice(next).map(entryOf)];
}

// cloudfunctions/game/src/table-life/spectators.ts
var MAX_SPECTATORS = 50;
function watcherOf(room, openid) {
  return room.watchers?.find((w) => w.openid === openid);
}
function watched(room, openid, nickname) {
  const seat = memberOf(room, openid)?.seat;
  if (seat !== void 0) throw new GameError("ILLEGAL_MOVE", `\u4F60\u5DF2\u7ECF\u5750\u5728 ${seat} \u53F7\uFF0C\u4E0D\u9700\u8981\u89C2\u6218`);
  if (openid === room.judge) throw new GameError("ILLEGAL_MOVE", room.host === "auto" ? "\u4F60\u662F\u4E3B\u6301\u624B\u673A\uFF0C\u4E0D\u9700\u8981\u89C2\u6218" : "\u4F60\u662F\u6CD5\u5B98\uFF0C\u4E0D\u9700\u8981\u89C2\u6218");
  const watchers = room.watchers ?? [];
  const existing = watcherOf(room, openid);
  if (existing) {
    if (nickname === void 0 || nickname === existing.nickname) return room;
    return { ...room, watchers: watchers.map((w) => w === existing ? { ...w, nickname } : w) };
  }
  if (watchers.length >= MAX_SPECTATORS) throw new GameError("TOO_MANY_SPECTATORS", `\u89C2\u6218\u4EBA\u6570\u5DF2\u6EE1\uFF08\u6700\u591A ${MAX_SPECTATORS} \u4EBA\uFF09`);
  const seq = (room.watcherSeq ?? 0) + 1;
  const watcher = { id: `w${seq}`, openid, ...nickname !== void 0 && { nickname } };
  return { ...room, watchers: [...watchers, watcher], watcherSeq: seq };
}
function unwatched(room, openid) {
  if (!watcherOf(room, openid)) return room;
  return { ...room, watchers: room.watchers.filter((w) => w.openid !== openid) };
}
function watcherList(room) {
  return (room.watchers ?? []).map((w) => ({ id: w.id, ...w.nickname !== void 0 && { nickname: w.nickname } }));
}
function spectatorCount(room) {
  return room.watchers?.length ?? 0;
}
function watcherById(room, id) {
  const watcher = room.watchers?.find((w) => w.id === id);
  if (!watcher) throw new GameError("BAD_REQUEST", "\u6CA1\u6709\u8FD9\u4F4D\u89C2\u6218\u8005\uFF08\u53EF\u80FD\u5DF2\u7ECF\u79BB\u5F00\uFF09");
  return watcher;
}

// cloudfunctions/game/src/table-life/pass-room.ts
function phoneName(room, openid) {
  const seat = memberOf(room, openid)?.seat;
  if (seat !== void 0) return `${seat} \u53F7`;
  const nickname = watcherOf(room, openid)?.nickname;
  return nickname ? `\u89C2\u6218\u8005\u300C${nickname}\u300D` : "\u4E00\u4F4D\u89C2\u6218\u8005";
}
function passedTo(room, openid, line, toAuto = false) {
  const old = room.judge;
  const nickname = memberOf(room, openid)?.nickname ?? watcherOf(room, openid)?.nickname;
  const { judgeNickname: _, rescue: __, ...rest } = unwatched(room, openid);
  const handed = {
    ...rest,
    judge: openid,
    ...nickname !== void 0 && { judgeNickname: nickname },
    ...toAuto && { host: "auto" },
    formerHosts: [...(room.formerHosts ?? []).filter((f) => f.openid !== old && f.openid !== openid), { openid: old, text: line }]
  };
  const withOld = memberOf(handed, old) ? handed : watchedSafely(handed, old);
  return withLifeLine(withOld, line);
}
function watchedSafely(room, openid) {
  try {
    return watched(room, openid);
  } catch (error) {
    if (error instanceof GameError && error.code === "TOO_MANY_SPECTATORS") return room;
    throw error;
  }
}
function notTheHostAnymore(room, openid) {
  const former = room.formerHosts?.find((f) => f.openid === openid);
  if (!former || room.judge === openid) return void 0;
  return new GameError("NOT_JUDGE", `${former.text}\uFF0C\u4F60\u73B0\u5728\u662F\u89C2\u6218\u8005`);
}

// cloudfunctions/game/src/hand-over.ts
function handOver(room, target, nickname, rng, words) {
  const auto = isAuto(room);
  if (target.role === "host" && !auto) throw new GameError("BAD_REQUEST", "\u6CD5\u5B98\u4E3B\u6301\u7684\u623F\u95F4\u6CA1\u6709\u4E3B\u6301\u624B\u673A\uFF1A\u8BF7\u4EA4\u7ED9\u4E00\u4F4D\u6CD5\u5B98");
  if (target.role === "judge" && auto) throw new GameError("BAD_REQUEST", "\u81EA\u52A8\u4E3B\u6301\u7684\u623F\u95F4\u6CA1\u6709\u6CD5\u5B98\uFF1A\u53EF\u4EE5\u628A\u4E3B\u6301\u624B\u673A\u4EA4\u7ED9\u522B\u4EBA\uFF08role: host\uFF09");
  const openid = targetPhone(room, target);
  const name = phoneName(room, openid);
  if (auto) return passedTo(room, openid, `\u4E3B\u6301\u624B\u673A\u4EA4\u7ED9\u4E86${name}`);
  if (target.spectator !== void 0) return passedTo(room, openid, `\u6CD5\u5B98\u4EA4\u7ED9\u4E86${name}`);
  if (room.match.state.winner !== null) return betweenGames(room, target.seat, nickname, rng, words);
  if (room.match.state.seats[target.seat - 1].alive) throw new GameError("ILLEGAL_MOVE", "\u6E38\u620F\u8FDB\u884C\u4E2D\uFF0C\u6CD5\u5B98\u53EA\u80FD\u4EA4\u7ED9\u51FA\u5C40\u7684\u73A9\u5BB6\u6216\u89C2\u6218\u8005");
  return passedTo(room, openid, `\u6CD5\u5B98\u4EA4\u7ED9\u4E86${name}`);
}
function targetPhone(room, { seat, spectator }) {
  if (seat === void 0 === (spectator === void 0)) throw new GameError("BAD_REQUEST", "\u8BF7\u9009\u62E9\u63A5\u4EFB\u7684\u5EA7\u4F4D\u53F7\u6216\u4E00\u4F4D\u89C2\u6218\u8005\uFF08\u4E8C\u9009\u4E00\uFF09");
  if (spectator !== void 0) return watcherById(room, spectator).openid;
  const players = room.match.state.config.players;
  if (seat > players) throw new GameError("BAD_REQUEST", `\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  const member = room.members.find((m) => m.seat === seat);
  if (!member) throw new GameError("ILLEGAL_MOVE", `${seat} \u53F7\u5EA7\u4F4D\u8FD8\u6CA1\u6709\u73A9\u5BB6\uFF0C\u4E0D\u80FD\u628A\u623F\u95F4\u4EA4\u7ED9\u4ED6`);
  if (member.openid === room.judge) throw new GameError("ILLEGAL_MOVE", "\u4F60\u5DF2\u7ECF\u662F\u4E3B\u6301\u624B\u673A\u4E86");
  return member.openid;
}
function betweenGames(room, seat, nickname, rng, words) {
  const next = room.members.find((m) => m.seat === seat);
  const oldJudgeName = nickname ?? room.judgeNickname;
  const members = room.members.map((m) => m === next ? { openid: room.judge, seat, ...oldJudgeName !== void 0 && { nickname: oldJudgeName } } : m);
  const { judgeNickname: _, ...rest } = room;
  return {
    ...rest,
    judge: next.openid,
    ...next.nickname !== void 0 && { judgeNickname: next.nickname },
    members,
    match: redeal(gameModule(room.match.state.game), room.match, rng, words)
  };
}

// cloudfunctions/game/src/engine/core/gestures.ts
var GESTURE = /（[^）]*(?:示意|手势|指向|摇手|拇指|给[^）]*看)[^）]*）/g;
function withoutGestures(say) {
  return say.map((line) => line.replace(GESTURE, "").trim()).filter((line) => line.length > 0);
}
function besideFacts(say) {
  const pointedAtFact = (line) => {
    const said = line.replace(GESTURE, "");
    return said !== line && said.trim().endsWith("\u2026\u2026");
  };
  return withoutGestures(say.filter((line) => !pointedAtFact(line)));
}

// cloudfunctions/game/src/engine/core/public-log.ts
function publicLog(module2, state) {
  const unannounced = new Set(state.winner ? [] : module2.unannouncedDeaths?.(state) ?? []);
  const revealed = state.config.rules["reveal.onDeath"] === true;
  const lines = eventsOf(state).flatMap(({ round, phase, ...event }, index) => {
    const at = index + 1;
    switch (event.kind) {
      case "death": {
        if (unannounced.has(event.seat)) return [];
        const card2 = module2.card(state, event.seat);
        const shown = revealed && "roleName" in card2 ? `\uFF08${card2.roleName}\uFF09` : "";
        if (event.causes.includes("left")) return [{ round, phase, at, text: `${event.seat} \u53F7\u73A9\u5BB6${shown}\u79BB\u573A` }];
        return [{ round, phase, at, text: `${event.seat} \u53F7\u73A9\u5BB6${shown}\u51FA\u5C40`, ...phase === "night" && { nightDeath: event.seat } }];
      }
      case "vote":
      case "election":
      case "badge":
        return [{ round, phase, at, text: event.text }];
      default:
        return [];
    }
  });
  return inSeatOrderAtDawn(lines);
}
function inSeatOrderAtDawn(lines) {
  const out = [];
  for (const line of lines) {
    let at = out.length;
    const after = (other) => other.nightDeath !== void 0 && other.round === line.round && other.nightDeath > line.nightDeath;
    if (line.nightDeath !== void 0) while (at > 0 && after(out[at - 1])) at--;
    out.splice(at, 0, line);
  }
  return out.map(({ nightDeath: _seat, ...entry }) => entry);
}

// cloudfunctions/game/src/engine/core/views.ts
function isBad(module2, role) {
  const camp = module2.info.roles.find((r) => r.id === role)?.camp;
  return camp !== void 0 && isBadCamp(module2, camp);
}
function judgeView(module2, room) {
  const { state } = room.match;
  const { config } = state;
  const occupant = seatOccupant(room);
  return {
    roomNo: room.roomNo,
    game: state.game,
    preset: config.preset,
    status: state.winner ? "ended" : "playing",
    players: config.players,
    roles: config.roles,
    rules: config.rules,
    ...module2.judgeExtras?.(state),
    seats: state.seats.map((s) => occupant(s.seat, {
      role: s.role,
      roleName: roleName(module2, s.role),
      alive: s.alive,
      tags: s.tags,
      tagNames: tagNamesOf(module2, s.tags),
      ...(module2.badNow?.(state, s.seat) ?? isBad(module2, s.role)) && { bad: true }
    })),
    round: state.round,
    phase: state.phase,
    step: currentStep(module2, state),
    log: state.log,
    ...state.winner && { winner: state.winner },
    v: publicVersion(room),
    ...state.winner && { review: buildReview(module2, room.match, room.members) }
  };
}
function playerView(module2, room, seat) {
  const { state } = room.match;
  return {
    roomNo: room.roomNo,
    game: state.game,
    seat,
    alive: !toldDead(module2, room).includes(seat),
    card: namedCard(module2, module2.card(state, seat)),
    round: state.round,
    deal: dealNumber(room.match),
    v: publicVersion(room),
    ...state.winner && { review: buildReview(module2, room.match, room.members) }
  };
}

// cloudfunctions/game/src/decoys.ts
var DECOY_KEY = "night.guess";
var DECOY_TITLE = "\u731C\u4E00\u731C";
var QUESTIONS = {
  werewolf: ["\u4F60\u89C9\u5F97\u8C01\u662F\u72FC\u4EBA\uFF1F", "\u4F60\u89C9\u5F97\u4ECA\u665A\u8C01\u6700\u5371\u9669\uFF1F", "\u4F60\u89C9\u5F97\u8C01\u5728\u88C5\u597D\u4EBA\uFF1F", "\u4F60\u6700\u4E0D\u4FE1\u4EFB\u8C01\uFF1F", "\u4F60\u89C9\u5F97\u8C01\u6700\u50CF\u72FC\uFF1F"],
  killer: ["\u4F60\u89C9\u5F97\u8C01\u662F\u6740\u624B\uFF1F", "\u4F60\u89C9\u5F97\u4ECA\u665A\u8C01\u6700\u5371\u9669\uFF1F", "\u4F60\u89C9\u5F97\u8C01\u5728\u88C5\u597D\u4EBA\uFF1F", "\u4F60\u6700\u4E0D\u4FE1\u4EFB\u8C01\uFF1F"]
};
var DECOY_SAY = "\u9009\u4E00\u4E2A\u5EA7\u4F4D\uFF08\u4E5F\u53EF\u4EE5\u4E0D\u9009\uFF09\uFF0C\u70B9\u300C\u786E\u5B9A\u300D\u3002\u5929\u4EAE\u524D\u53EF\u4EE5\u6539\u3002";
var PASS_LABEL = "\u4E0D\u731C";
function decoyNight(room, step) {
  const auto = room.auto;
  if (!auto || !isAuto(room) || auto.collection.stepId !== step.id || !isNightStep(room, step)) return false;
  return autoRules(room.match.state.config.rules)["auto.nightDecoy"] === "everyStep";
}
function asksDecoy(room, step, seat) {
  if (!decoyNight(room, step)) return false;
  if (!room.match.state.seats[seat - 1]?.alive) return false;
  return !answeringSeats(step, room.auto.collection).includes(seat);
}
function asksGuessWithResult(room, step, input) {
  return input.type === "none" && decoyNight(room, step);
}
function decoyInput(room) {
  return { type: "seats", min: 0, max: 1, options: room.match.state.seats.filter((s) => s.alive).map((s) => s.seat) };
}
function question(room, step) {
  const questions = QUESTIONS[room.match.state.game] ?? QUESTIONS.werewolf;
  return questions[step.id % questions.length];
}
function givenGuess(room, step, seat) {
  const given = room.auto.guesses?.find((g) => g.stepId === step.id && g.seat === seat);
  return given && { answer: { seats: given.guess === null ? [] : [given.guess] } };
}
function decoyPrompt(room, step, seat) {
  const auto = room.auto;
  return {
    stepId: step.id,
    key: DECOY_KEY,
    title: DECOY_TITLE,
    say: [question(room, step), DECOY_SAY],
    input: decoyInput(room),
    passLabel: PASS_LABEL,
    ...givenGuess(room, step, seat),
    ...auto.timer && { closesAt: auto.timer.endsAt }
  };
}
function withGuessAsked(room, step, seat, prompt) {
  const { answer: _told, passLabel: _pass, emptyText: _empty, ...own } = prompt;
  return {
    ...own,
    say: [...prompt.say, question(room, step), DECOY_SAY],
    input: decoyInput(room),
    passLabel: PASS_LABEL,
    ...givenGuess(room, step, seat)
  };
}
function withGuess(room, step, seat, raw) {
  const spec = decoyInput(room);
  const rules = { key: DECOY_KEY, title: DECOY_TITLE, say: [], input: spec, refuse: (s) => `${s} \u53F7\u5DF2\u7ECF\u51FA\u5C40\uFF0C\u4E0D\u80FD\u9009` };
  const parsed = parseInput(rules, raw, room.match.state.config.players);
  if (parsed.kind !== "seats") throw new GameError("BAD_REQUEST", "\u8FD9\u4E00\u6B65\u53EA\u80FD\u56DE\u7B54 { seats }");
  const auto = room.auto;
  const guess = { round: room.match.state.round, stepId: step.id, seat, guess: parsed.seats[0] ?? null };
  const kept = (auto.guesses ?? []).filter((g) => !(g.stepId === step.id && g.seat === seat));
  return { ...room, auto: { ...auto, guesses: [...kept, guess] } };
}
function suspicionOf(room, review) {
  const guesses = (room.auto?.guesses ?? []).filter((g) => g.guess !== null);
  if (!isAuto(room) || guesses.length === 0) return void 0;
  const bad = new Set(review.seats.filter((s) => s.bad).map((s) => s.seat));
  const rounds = [...new Set(guesses.map((g) => g.round))].sort((a, b) => a - b);
  const nights = rounds.map((round) => {
    const last = /* @__PURE__ */ new Map();
    for (const g of guesses) if (g.round === round) last.set(g.seat, g.guess);
    const title = review.phases.find((p) => p.round === round && p.phase === "night")?.title ?? `\u7B2C ${round} \u665A`;
    const seats = [...last].sort(([a], [b]) => a - b).map(([seat, guess]) => ({ seat, guess, hit: bad.has(guess) }));
    return { round, title, guesses: seats };
  });
  const fromGood = nights.flatMap((n) => n.guesses).filter((g) => !bad.has(g.seat));
  return { nights, sharpest: sharpest(fromGood, BAD_CAMP[review.game] ?? "\u574F\u4EBA") };
}
var BAD_CAMP = { werewolf: "\u72FC\u4EBA\u9635\u8425", killer: "\u6740\u624B" };
function sharpest(all, camp) {
  const bySeat = /* @__PURE__ */ new Map();
  for (const g of all) {
    const s = bySeat.get(g.seat) ?? { hits: 0, guesses: 0 };
    bySeat.set(g.seat, { hits: s.hits + (g.hit ? 1 : 0), guesses: s.guesses + 1 });
  }
  const ranked = [...bySeat].filter(([, s]) => s.hits > 0).sort(([, a], [, b]) => b.hits * a.guesses - a.hits * b.guesses || b.hits - a.hits);
  if (ranked.length === 0) return { seats: [], hits: 0, guesses: 0, text: `\u706B\u773C\u91D1\u775B\uFF1A\u6CA1\u6709\u4EBA\u731C\u4E2D${camp}` };
  const [, best] = ranked[0];
  const seats = ranked.filter(([, s]) => s.hits === best.hits && s.guesses === best.guesses).map(([seat]) => seat).sort((a, b) => a - b);
  return { seats, hits: best.hits, guesses: best.guesses, text: `\u706B\u773C\u91D1\u775B\uFF1A${seats.join("\u3001")} \u53F7\uFF08${best.guesses} \u6B21\u731C\u6D4B\uFF0C${best.hits} \u6B21\u731C\u4E2D${camp}\uFF09` };
}

// cloudfunctions/game/src/word-ratings.ts
function endedPair(room) {
  const module2 = gameModule(room.match.state.game);
  const { state } = room.match;
  const pairId = module2.bankPair?.(state) ?? null;
  if (!state.winner || pairId === null) return null;
  return { pairId, undercoverWon: isBadCamp(module2, state.winner.camp) };
}
function withWordGame(room) {
  const ended = endedPair(room);
  if (!ended) return room;
  const deal2 = dealNumber(room.match);
  const record2 = room.wordRecord?.deal === deal2 ? room.wordRecord : void 0;
  if (record2 && record2.undercoverWon === ended.undercoverWon) return room;
  return { ...room, wordRecord: { deal: deal2, ...ended, verdicts: record2?.verdicts ?? {} } };
}
function rateWords(room, seat, verdict) {
  const module2 = gameModule(room.match.state.game);
  if (!module2.bankPair) throw new GameError("BAD_REQUEST", `${module2.info.name}\u6CA1\u6709\u8BCD\u8BED\uFF0C\u4E0D\u80FD\u8BC4\u4EF7`);
  if (module2.bankPair(room.match.state) === null) throw new GameError("ILLEGAL_MOVE", "\u81EA\u5B9A\u4E49\u8BCD\u4E0D\u53C2\u4E0E\u8BC4\u4EF7");
  if (!room.match.state.winner) throw new GameError("ILLEGAL_MOVE", "\u672C\u5C40\u7ED3\u675F\u540E\u624D\u80FD\u8BC4\u4EF7\u8BCD\u8BED");
  const counted = withWordGame(room);
  const record2 = counted.wordRecord;
  if (record2.verdicts[seat] === verdict) return counted;
  return { ...counted, wordRecord: { ...record2, verdicts: { ...record2.verdicts, [seat]: verdict } } };
}
function ratingFor(room, seat) {
  if (!endedPair(room)) return void 0;
  const record2 = room.wordRecord?.deal === dealNumber(room.match) ? room.wordRecord : void 0;
  return {
    options: WORD_VERDICTS.map((id) => ({ id, label: VERDICT_LABELS[id] })),
    verdict: record2?.verdicts[seat] ?? null
  };
}
function wordStatsDelta(before2, after) {
  const next = after.wordRecord;
  if (!next || next === before2.wordRecord) return null;
  const prev = before2.wordRecord?.deal === next.deal && before2.wordRecord.pairId === next.pairId ? before2.wordRecord : void 0;
  const delta = {};
  const bump = (count2, by) => {
    if (by !== 0) delta[count2] = (delta[count2] ?? 0) + by;
  };
  if (!prev) bump("games", 1);
  bump("undercoverWins", Number(next.undercoverWon) - Number(prev?.undercoverWon ?? false));
  for (const [seat, verdict] of Object.entries(next.verdicts)) {
    const earlier = prev?.verdicts[seat];
    if (earlier === verdict) continue;
    bump(verdict, 1);
    if (earlier) bump(earlier, -1);
    else bump("ratings", 1);
  }
  return Object.keys(delta).length > 0 ? { pairId: next.pairId, delta } : null;
}

// cloudfunctions/game/src/table-life/rescue.ts
var SEEN_EVERY_MS = 3e4;
var hostWord = (room) => isAuto(room) ? "\u4E3B\u6301\u624B\u673A" : "\u6CD5\u5B98";
function seenBy(room, caller, now) {
  if (caller !== room.judge) return room;
  if (!room.rescue && room.judgeSeenAt !== void 0 && now - room.judgeSeenAt < SEEN_EVERY_MS) return room;
  const { rescue, ...rest } = room;
  const seen = { ...rest, judgeSeenAt: now };
  return rescue ? withLifeLine(seen, `${hostWord(room)}\u56DE\u6765\u4E86\uFF0C\u63A5\u7BA1\u6295\u7968\u53D6\u6D88`) : seen;
}
function rescueOpened(room, seat, to, now) {
  if (room.rescue) return decided(votedOn(room, seat, true));
  const target = rescueTarget(room, seat, to);
  const seenAt = room.judgeSeenAt ?? room.createdAt;
  const wait = tableRules(room.match.state.config.rules)["rescue.afterSeconds"] * 1e3 - (now - seenAt);
  if (wait > 0) {
    throw new GameError("NOT_YET", `${hostWord(room)} ${Math.floor((now - seenAt) / 1e3)} \u79D2\u524D\u8FD8\u5728\u64CD\u4F5C\uFF0C${Math.ceil(wait / 1e3)} \u79D2\u540E\u624D\u80FD\u53D1\u8D77\u63A5\u7BA1`);
  }
  const rescue = { to: target, openedBy: seat, yes: [seat], no: [] };
  return decided(withLifeLine({ ...room, rescue }, `${seat} \u53F7\u53D1\u8D77\u63A5\u7BA1\u6295\u7968\uFF1A${question2(room, rescue)}`));
}
function rescueAnswered(room, seat, yes) {
  if (!room.rescue) throw new GameError("ILLEGAL_MOVE", "\u73B0\u5728\u6CA1\u6709\u63A5\u7BA1\u6295\u7968");
  return decided(votedOn(room, seat, yes));
}
function votedOn(room, seat, yes) {
  const { rescue } = room;
  const others = (seats) => seats.filter((s) => s !== seat);
  return {
    ...room,
    rescue: { ...rescue, yes: yes ? [...others(rescue.yes), seat] : others(rescue.yes), no: yes ? others(rescue.no) : [...others(rescue.no), seat] }
  };
}
var needed = (room) => Math.floor(room.members.length / 2) + 1;
function decided(room) {
  const rescue = room.rescue;
  if (rescue.yes.length >= needed(room)) return takenOver(room, rescue);
  if (room.members.length - rescue.no.length >= needed(room)) return room;
  const { rescue: _, ...rest } = room;
  return withLifeLine(rest, "\u63A5\u7BA1\u6295\u7968\u6CA1\u6709\u901A\u8FC7");
}
function takenOver(room, rescue) {
  const seatPhone = (seat) => room.members.find((m) => m.seat === seat).openid;
  const gone = `${hostWord(room)}\u6389\u7EBF`;
  if (rescue.to === "auto") return passedTo(room, seatPhone(rescue.openedBy), `${gone}\uFF0C\u6539\u4E3A\u81EA\u52A8\u4E3B\u6301\uFF0C\u7531 ${rescue.openedBy} \u53F7\u7684\u624B\u673A\u4E3B\u6301`, true);
  if (typeof rescue.to === "number") return passedTo(room, seatPhone(rescue.to), `${gone}\uFF0C\u7531 ${rescue.to} \u53F7\u63A5\u7BA1`);
  const watcher = watcherById(room, rescue.to);
  return passedTo(room, watcher.openid, `${gone}\uFF0C\u7531\u89C2\u6218\u8005${watcher.nickname ? `\u300C${watcher.nickname}\u300D` : ""}\u63A5\u7BA1`);
}
function rescueTarget(room, rescuer, to) {
  const auto = isAuto(room);
  if (to === void 0 || to === null || to === "auto") return auto ? rescuer : "auto";
  if (typeof to === "string") return watcherById(room, to).id;
  if (typeof to !== "number" || !Number.isInteger(to)) throw new GameError("BAD_REQUEST", "to \u987B\u4E3A auto\u3001\u4E00\u4E2A\u5EA7\u4F4D\u53F7\u6216\u89C2\u6218\u8005\u7684 id");
  if (!room.members.some((m) => m.seat === to)) throw new GameError("BAD_REQUEST", `${to} \u53F7\u5EA7\u4F4D\u6CA1\u6709\u73A9\u5BB6`);
  if (!auto && room.match.state.winner === null && room.match.state.seats[to - 1].alive) {
    throw new GameError("ILLEGAL_MOVE", "\u6E38\u620F\u8FDB\u884C\u4E2D\uFF0C\u6CD5\u5B98\u53EA\u80FD\u4EA4\u7ED9\u51FA\u5C40\u7684\u73A9\u5BB6\u6216\u89C2\u6218\u8005");
  }
  return to;
}
function question2(room, rescue) {
  const gone = `${hostWord(room)}\u6389\u7EBF\u4E86`;
  if (rescue.to === "auto") return `${gone}\uFF0C\u6539\u6210\u81EA\u52A8\u4E3B\u6301\uFF1F\uFF08\u7531 ${rescue.openedBy} \u53F7\u7684\u624B\u673A\u4E3B\u6301\uFF09`;
  if (typeof rescue.to === "number") return `${gone}\uFF0C\u7531 ${rescue.to} \u53F7\u63A5\u7BA1\uFF1F`;
  const nickname = room.watchers?.find((w) => w.id === rescue.to)?.nickname;
  return `${gone}\uFF0C\u7531\u89C2\u6218\u8005${nickname ? `\u300C${nickname}\u300D` : ""}\u63A5\u7BA1\uFF1F`;
}
function rescueView(room) {
  const { rescue } = room;
  if (!rescue) return void 0;
  return { to: rescue.to, question: question2(room, rescue), openedBy: rescue.openedBy, yes: rescue.yes, no: rescue.no, needed: needed(room) };
}

// cloudfunctions/game/src/table-life/dead-see.ts
function withDeadSight(answer, room, seat) {
  const { state } = room.match;
  if (state.winner !== null || tableRules(state.config.rules).deadSee !== "all") return answer;
  const module2 = gameModule(state.game);
  if (!toldDead(module2, room).includes(seat)) return answer;
  const { seats, log: log2 } = judgeView(module2, room);
  return { ...answer, deadSee: { seats, log: log2 } };
}

// cloudfunctions/game/src/standings.ts
function judgeAnswer(room) {
  const judged = judgeView(gameModule(room.match.state.game), room);
  const view = { ...judged, step: withTally(room, judged.step), log: withLifeLines(markedJudgeLog(judged.log), "logged", room) };
  const rescue = rescueView(room);
  return {
    ...view,
    standings: standingsOf(room),
    ...view.review && { review: withStandings(view.review, room) },
    spectators: spectatorCount(room),
    watchers: watcherList(room),
    ...rescue && { rescue }
  };
}
function playerAnswer(room, seat) {
  const notes = notesOf(room, seat);
  const view = { ...playerView(gameModule(room.match.state.game), room, seat), ...notes.length > 0 && { notes } };
  if (!view.review) return withDeadSight(view, room, seat);
  const rating2 = ratingFor(room, seat);
  return { ...view, review: withStandings(view.review, room), ...rating2 && { rating: rating2 } };
}
function withStandings(review, room) {
  const suspicion = suspicionOf(room, review);
  const tableLife = lifeLines(room);
  return { ...review, standings: standingsOf(room), ...suspicion && { suspicion }, ...tableLife.length > 0 && { tableLife } };
}
function withResult(room) {
  const deal2 = dealNumber(room.match);
  const results = room.results ?? [];
  const recorded = results.some((r) => r.deal === deal2);
  const ended = room.match.state.winner !== null;
  if (ended === recorded) return room;
  if (!ended) return { ...room, results: results.filter((r) => r.deal !== deal2) };
  const won = new Set(winningSeats(gameModule(room.match.state.game), room.match.state));
  const players = room.members.map((m) => ({ openid: m.openid, won: won.has(m.seat) }));
  return { ...room, results: [...results, { deal: deal2, players }] };
}
function standingsOf(room) {
  const results = room.results ?? [];
  return room.members.map((m) => {
    const mine = results.flatMap((r) => r.players.filter((p) => p.openid === m.openid));
    return {
      seat: m.seat,
      ...m.nickname !== void 0 && { nickname: m.nickname },
      games: mine.length,
      wins: mine.filter((p) => p.won).length
    };
  });
}

// cloudfunctions/game/src/table-view.ts
var PUBLIC_TAGS = /* @__PURE__ */ new Set(["sheriff", "revealed"]);
function tableView(room, now, review) {
  const module2 = gameModule(room.match.state.game);
  const { state } = room.match;
  const pub = publicState(module2, room);
  const dead4 = new Set(pub.dead);
  const occupant = seatOccupant(room);
  const ended = pub.status === "ended";
  const runBy = memberOf(room, room.judge)?.seat;
  return {
    roomNo: room.roomNo,
    game: state.game,
    host: room.host ?? "judge",
    v: publicVersion(room),
    serverNow: now,
    status: pub.status,
    ...room.auto?.pausedAt !== void 0 && { paused: true },
    players: state.config.players,
    round: state.round,
    phase: state.phase,
    seats: state.seats.map((s) => occupant(s.seat, { alive: !dead4.has(s.seat), ...publicTags(module2, s.tags) })),
    step: publicStep(room),
    // The judge's log names checks and potions: the table reads it once the game is over, the public one till then.
    log: ended ? withLifeLines(markedJudgeLog(state.log), "logged", room) : withLifeLines(publicLog(module2, state), "events", room),
    ...state.winner && { winner: state.winner },
    ...ended && { review: review ?? withStandings(buildReview(module2, room.match, room.members), room) },
    spectators: spectatorCount(room),
    ...room.rescue && { rescue: rescueView(room) },
    ...runBy !== void 0 && { runBy }
  };
}
function hostTableView(room, now) {
  return { ...tableView(room, now), watchers: watcherList(room) };
}
function publicTags(module2, tags) {
  const shown = tags.filter((t) => PUBLIC_TAGS.has(t));
  return { tags: shown, tagNames: tagNamesOf(module2, shown) };
}
function tableFaceMoved(prev, next) {
  if (!next.auto) return false;
  const face = (room) => JSON.stringify([publicStep(room), room.auto?.pausedAt !== void 0]);
  return face(prev) !== face(next);
}
var JUDGE_NIGHT = { id: 0, key: "night", title: "\u591C\u665A", say: [], waitsOn: "host" };
function publicStep(room) {
  const step = openStep(room);
  if (!step) return null;
  const auto = room.auto;
  const night = room.match.state.phase === "night";
  if (night && !isAuto(room)) return JUDGE_NIGHT;
  if (auto?.skill) {
    const say = [...step.news ?? [], ...SKILL_STEP.say];
    return { id: step.id, ...SKILL_STEP, say, waitsOn: "players", timer: { seconds: auto.skill.seconds, endsAt: auto.skill.endsAt } };
  }
  const skill = heardAsSkill(room, step);
  const waitsOn = step.actors?.kind === "host" ? "host" : "players";
  const waiting = !night && auto && !skill && step.actors?.kind !== "speaker" ? waitingSeats(step, auto.collection) : [];
  return {
    id: step.id,
    ...publicWords(room, step),
    waitsOn,
    ...auto?.timer && { timer: { seconds: auto.timer.seconds, endsAt: auto.timer.endsAt } },
    ...waiting.length > 0 && waitsOn === "players" && { waiting },
    ...night && waitsOn === "players" && nightByAnswers(room) && { hostMayClose: true }
  };
}
function publicWords(room, step) {
  const { state } = room.match;
  if (heardAsSkill(room, step)) return { ...SKILL_STEP, say: [...step.news ?? [], ...SKILL_STEP.say] };
  if (step.actors?.kind === "speaker" && room.auto && step.key !== "day.sheriffSpeech") {
    const at = room.auto.collection.speaker;
    const seat = step.actors.seats[at];
    const turn = `\u8BF7 ${seat} \u53F7\u73A9\u5BB6${step.key === "day.lastWords" ? "\u53D1\u8868\u9057\u8A00" : "\u53D1\u8A00"}\u3002`;
    const news = room.auto.newsSaid === step.id ? [] : step.news ?? [];
    const own = step.say.slice(step.news?.length ?? 0);
    const first2 = [...news, ...own, ...own.includes(turn) ? [] : [turn]];
    if (seat !== void 0) return { key: step.key, title: step.title, say: at === 0 ? first2 : [turn] };
  }
  if (room.auto?.newsSaid === step.id && step.news) return { key: step.key, title: step.title, say: step.say.slice(step.news.length) };
  if (state.phase === "night") return { key: step.key, title: step.title, say: withoutGestures(step.say) };
  return { key: step.key, title: step.title, say: step.say };
}

// cloudfunctions/game/src/table-life/leave.ts
function left(room, seat) {
  const before2 = openStep(room);
  const next = { ...room, match: leaveSeat(gameModule(room.match.state.game), room.match, seat) };
  if (!room.auto) return next;
  return { ...next, auto: { ...room.auto, collection: carried(room.auto.collection, before2, openStep(next), seat) } };
}
function carried(collection, before2, after, seat) {
  if (!before2 || !after || before2.key !== after.key) return collection;
  const { [seat]: _, ...answers } = collection.answers;
  const kept = { ...collection, stepId: after.id, answers };
  if (before2.actors?.kind !== "speaker" || after.actors?.kind !== "speaker") return kept;
  const due = before2.actors.seats.slice(collection.speaker).filter((s) => s !== seat);
  const speaker = due.length === 0 ? after.actors.seats.length : after.actors.seats.indexOf(due[0]);
  return { ...kept, speaker: speaker < 0 ? collection.speaker : speaker };
}

// cloudfunctions/game/src/table-life/substitute.ts
var CODE_TTL_MS = 10 * 60 * 1e3;
function withSeatCode(room, seat, now, rng) {
  const players = room.match.state.config.players;
  if (seat > players) throw new GameError("BAD_REQUEST", `\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u2013${players} \u7684\u6574\u6570`);
  if (!room.members.some((m) => m.seat === seat)) throw new GameError("ILLEGAL_MOVE", `${seat} \u53F7\u5EA7\u4F4D\u8FD8\u6CA1\u6709\u73A9\u5BB6\uFF0C\u76F4\u63A5\u5165\u5EA7\u5C31\u884C\uFF0C\u4E0D\u9700\u8981\u6362\u4EBA\u7801`);
  const live = (room.codes ?? []).filter((c) => c.expiresAt > now && c.seat !== seat);
  let code;
  do
    code = String(rng.int(1e6)).padStart(6, "0");
  while (live.some((c) => c.code === code));
  const expiresAt = now + CODE_TTL_MS;
  return { room: { ...room, codes: [...live, { code, seat, expiresAt }] }, code: { code, seat, expiresAt } };
}
function substituted(room, openid, code, nickname, now) {
  const held = memberOf(room, openid)?.seat;
  if (held !== void 0) throw new GameError("ILLEGAL_MOVE", `\u4F60\u5DF2\u7ECF\u5750\u5728 ${held} \u53F7\uFF0C\u4E0D\u80FD\u518D\u63A5\u66FF\u522B\u7684\u5EA7\u4F4D`);
  if (openid === room.judge) throw new GameError("ILLEGAL_MOVE", "\u6CD5\u5B98\u4E0D\u80FD\u63A5\u66FF\u73A9\u5BB6\u7684\u5EA7\u4F4D");
  const entry = (room.codes ?? []).find((c) => c.code === code && c.expiresAt > now);
  if (!entry) throw new GameError("BAD_CODE", "\u6362\u4EBA\u7801\u4E0D\u5BF9\u3001\u5DF2\u7ECF\u7528\u8FC7\u6216\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u627E\u6CD5\u5B98\uFF08\u4E3B\u6301\u4EBA\uFF09\u91CD\u65B0\u751F\u6210");
  const leaving = room.members.find((m) => m.seat === entry.seat);
  const members = room.members.map((m) => m === leaving ? { openid, seat: m.seat, ...nickname !== void 0 && { nickname } } : m);
  const taken = {
    ...unwatched(room, openid),
    members,
    codes: room.codes.filter((c) => c !== entry && c.expiresAt > now)
  };
  return withLifeLine(taken, `${entry.seat} \u53F7\u6362\u4EBA${nickname !== void 0 ? `\uFF1A\u300C${nickname}\u300D\u63A5\u66FF` : ""}`);
}
function codeParam(params) {
  const code = params.code;
  if (code === void 0 || code === null) return void 0;
  if (typeof code !== "string" || !/^[0-9]{6}$/.test(code)) throw new GameError("BAD_REQUEST", "\u6362\u4EBA\u7801\u987B\u4E3A 6 \u4F4D\u6570\u5B57");
  return code;
}

// cloudfunctions/game/src/table-life/actions.ts
function tableLifeActions({ mutate, seatOf, asHost, hostAnswer, now, rng }) {
  const table = (room) => tableView(room, now());
  const settled = (room) => settle(room, now(), rng);
  return {
    watch(caller, roomNo, nickname) {
      return mutate(roomNo, (room) => watched(room, caller, nickname), table, caller);
    },
    rescue(caller, roomNo, to) {
      return mutate(roomNo, (room) => settled(rescueOpened(room, seatOf(room, caller), to, now())), table, caller);
    },
    rescueVote(caller, roomNo, yes) {
      if (typeof yes !== "boolean") throw new GameError("BAD_REQUEST", "yes \u987B\u4E3A true\uFF08\u540C\u610F\uFF09\u6216 false\uFF08\u4E0D\u540C\u610F\uFF09");
      return mutate(roomNo, (room) => settled(rescueAnswered(room, seatOf(room, caller), yes)), table, caller);
    },
    substitute(caller, roomNo, seat) {
      return mutate(
        roomNo,
        (room) => withSeatCode(asHost(room, caller), seat, now(), rng).room,
        (room) => {
          const code = room.codes.filter((c) => c.seat === seat).at(-1);
          return { code: code.code, seat, expiresAt: code.expiresAt };
        },
        caller
      );
    },
    leave(caller, roomNo, seat) {
      return mutate(roomNo, (room) => settled(left(asHost(room, caller), seat)), hostAnswer, caller);
    }
  };
}

// cloudfunctions/circle/src/model.ts
var PROVISIONAL_GAMES = 5;
var GAME_KINDS = ["killer", "werewolf", "undercover"];

// cloudfunctions/circle/src/seasons.ts
var CHINA_MS = 8 * 60 * 60 * 1e3;
var chinaDate = (at) => new Date(at + CHINA_MS).toISOString();
function seasonAt(rule, at) {
  return rule.mode === "manual" ? rule.current : chinaDate(at).slice(0, 7);
}
function newSeasonName(circle, at) {
  const day = chinaDate(at).slice(0, 10);
  let name = day;
  for (let n = 2; circle.seasons.includes(name); n++) name = `${day}-${n}`;
  return name;
}
function withSeason(circle, season) {
  return circle.seasons.includes(season) ? circle : { ...circle, seasons: [...circle.seasons, season] };
}

// cloudfunctions/circle/src/record.ts
var GUEST_NAME = "\u6E38\u5BA2";
var WRITE_ATTEMPTS = 20;
var gameIdOf = (roomNo, endedAt) => `${roomNo}-${endedAt}`;
async function loadCircle(store2, circleId) {
  const found = await store2.getCircle(circleId);
  if (!found) throw new GameError("CIRCLE_NOT_FOUND", "\u8FD9\u4E2A\u5708\u5B50\u4E0D\u5B58\u5728");
  return found;
}
function memberOfCircle(circle, openid) {
  const member = circle.members.find((m) => m.openid === openid);
  if (!member) throw new GameError("NOT_A_MEMBER", "\u4F60\u4E0D\u662F\u8FD9\u4E2A\u5708\u5B50\u7684\u6210\u5458");
  return member;
}
async function changeCircle(store2, circleId, change) {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const { value, version } = await loadCircle(store2, circleId);
    const next = change(value);
    if (next === value || await store2.updateCircle(circleId, version, next)) return next;
  }
  throw new Error(`circle ${circleId}: lost the write race ${WRITE_ATTEMPTS} times`);
}
function circleGame(circle, end) {
  const members = new Map(circle.members.map((m) => [m.openid, m]));
  return {
    ...end,
    gameId: gameIdOf(end.roomNo, end.endedAt),
    season: seasonAt(circle.season, end.endedAt),
    seats: end.seats.map(({ openid, ...seat }) => {
      const member = openid === void 0 ? void 0 : members.get(openid);
      return member ? { ...seat, memberId: member.memberId, nickname: seat.nickname || member.nickname } : { ...seat, guest: true, nickname: seat.nickname || GUEST_NAME };
    })
  };
}
async function recordEnd(store2, end, fold) {
  const { value: circle } = await loadCircle(store2, end.circleId);
  const game = circleGame(circle, end);
  if (!circle.seasons.includes(game.season)) await changeCircle(store2, circle.circleId, (c) => withSeason(c, game.season));
  const replaced = end.replaces === void 0 ? null : await store2.getGame(end.replaces);
  if (replaced && replaced.circleId === end.circleId && !replaced.withdrawn) await store2.replaceGame({ ...replaced, withdrawn: true });
  await store2.addGame(game);
  await fold(game);
  return game;
}
async function ratingChangeOf(store2, gameId, seat) {
  const game = await store2.getGame(gameId);
  if (!game) return void 0;
  const seen = (await store2.getSeason(game.circleId, game.season))?.value.seen[gameId];
  const change = seen?.changes[seat];
  return seen && change && { kind: seen.kind, rating: change[0], change: change[1], provisional: change[2] < PROVISIONAL_GAMES };
}

// cloudfunctions/game/src/circle-link.ts
function outcomeOf(room) {
  const { winner: winner2, seats } = room.match.state;
  return JSON.stringify([winner2?.camp, seats.map((s) => s.alive)]);
}
function withCircleClock(before2, after, now) {
  const link = after.circle;
  if (!link) return after;
  const deal2 = dealNumber(after.match);
  if (deal2 !== dealNumber(before2.match)) return { ...after, circle: { circleId: link.circleId, dealStartedAt: now } };
  if (after.match.state.winner === null) return after;
  const outcome = outcomeOf(after);
  const recorded = link.ended?.deal === deal2 ? link.ended : void 0;
  if (recorded && (recorded.outcome === void 0 || recorded.outcome === outcome)) return after;
  const replaces = recorded && gameIdOf(after.roomNo, recorded.endedAt);
  return { ...after, circle: { ...link, ended: { deal: deal2, endedAt: now, outcome, ...replaces && { replaces } } } };
}
function newlyEnded(before2, after) {
  const ended = after.circle?.ended;
  const was = before2.circle?.ended;
  return ended !== void 0 && ended.deal === dealNumber(after.match) && (was?.deal !== ended.deal || was.endedAt !== ended.endedAt);
}
function endedGameId(room) {
  const ended = room.circle?.ended;
  return ended && ended.deal === dealNumber(room.match) ? gameIdOf(room.roomNo, ended.endedAt) : void 0;
}
function boardOf(room) {
  const module2 = gameModule(room.match.state.game);
  const { config } = room.match.state;
  const preset = module2.presets.find((p) => p.id === config.preset);
  const cards = Object.entries(config.roles).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => a < b ? -1 : 1);
  const sameCards = (deck) => JSON.stringify(cards) === JSON.stringify(Object.entries(deck).filter(([, n]) => (n ?? 0) > 0).sort(([a], [b]) => a < b ? -1 : 1));
  if (preset && sameCards(preset.roles(config.players))) return { board: preset.id, boardName: `${preset.name}\uFF08${config.players} \u4EBA\uFF09` };
  return {
    board: cards.map(([role, n]) => `${role}\xD7${n}`).join("+"),
    boardName: `\u81EA\u9009 ${config.players} \u4EBA\uFF1A${cards.map(([role, n]) => `${roleName(module2, role)}\xD7${n}`).join(" ")}`
  };
}
function heldTheBadge(review) {
  const events = review.phases.flatMap((phase) => phase.events);
  return new Set(events.flatMap((e) => e.kind === "election" ? [e.elected] : e.kind === "badge" ? [e.to] : []).filter((seat) => seat !== null));
}
function roomEnd(room) {
  const link = room.circle;
  if (!link?.ended) throw new Error("roomEnd of a room whose deal has not ended");
  const module2 = gameModule(room.match.state.game);
  const review = buildReview(module2, room.match, room.members);
  const openids = new Map(room.members.map((m) => [m.seat, m.openid]));
  const badgeHolders = heldTheBadge(review);
  return {
    circleId: link.circleId,
    roomNo: room.roomNo,
    game: review.game,
    gameName: review.gameName,
    ...boardOf(room),
    endedAt: link.ended.endedAt,
    ...link.ended.replaces && { replaces: link.ended.replaces },
    durationSec: Math.max(0, Math.round((link.ended.endedAt - link.dealStartedAt) / 1e3)),
    winner: review.winner.camp,
    winnerName: review.winner.campName,
    review,
    seats: review.seats.map((s) => ({
      seat: s.seat,
      ...openids.has(s.seat) && { openid: openids.get(s.seat) },
      nickname: s.nickname ?? "",
      role: s.role,
      roleName: s.roleName,
      camp: s.camp,
      campName: s.campName,
      aliveAtEnd: s.fate === null,
      won: s.won,
      ...s.fate && { deathCause: s.fate.causes.join("+"), fate: s.fate.text },
      ...badgeHolders.has(s.seat) && { sheriff: true }
    }))
  };
}

// typings/api.ts
var CIRCLE_ACTION_NAMES = [
  "createCircle",
  "joinCircle",
  "circle",
  "circlePlayer",
  "circleExport",
  "leaveCircle",
  "newSeason",
  "circleGame"
];

// cloudfunctions/game/src/params.ts
var ACTION_NAMES = [
  "catalog",
  "createRoom",
  "joinRoom",
  "myCard",
  "judgeView",
  "act",
  "undo",
  "redeal",
  "closeRoom",
  "redrawWords",
  "handOver",
  "tableView",
  "myTurn",
  "play",
  "pause",
  "resume",
  "rateWords",
  "watch",
  "rescue",
  "rescueVote",
  "substitute",
  "leave"
];
function parseRequest(body, names = ACTION_NAMES) {
  if (!isPlainObject(body)) throw badRequest("\u8BF7\u6C42\u987B\u4E3A JSON \u5BF9\u8C61\uFF1A{ action, ...\u53C2\u6570 }");
  const action = names.find((a) => a === body.action);
  if (!action) throw badRequest(`\u672A\u77E5\u7684\u64CD\u4F5C\uFF1A${typeof body.action === "string" ? body.action.slice(0, 30) : String(typeof body.action)}`);
  return { action, params: body };
}
function parseCaller(openid) {
  if (typeof openid !== "string" || openid.length === 0 || openid.length > 128) {
    throw badRequest("\u65E0\u6CD5\u8BC6\u522B\u8C03\u7528\u8005\u8EAB\u4EFD");
  }
  return openid;
}
function roomNoParam(params) {
  const roomNo = params.roomNo;
  if (typeof roomNo !== "string" || !/^[1-9][0-9]{5}$/.test(roomNo)) throw badRequest("\u623F\u95F4\u53F7\u987B\u4E3A 6 \u4F4D\u6570\u5B57");
  return roomNo;
}
function stepIdParam(params) {
  const stepId = params.stepId;
  if (typeof stepId !== "number" || !Number.isSafeInteger(stepId) || stepId < 1) {
    throw badRequest("stepId \u987B\u4E3A\u6B63\u6574\u6570");
  }
  return stepId;
}
function seatParam(params) {
  const seat = params.seat;
  if (seat === void 0 || seat === null) return void 0;
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 1 || seat > 20) {
    throw badRequest("\u5EA7\u4F4D\u53F7\u987B\u4E3A 1\u201320 \u7684\u6574\u6570");
  }
  return seat;
}
function requiredSeat(params) {
  const seat = seatParam(params);
  if (seat === void 0) throw badRequest("\u8BF7\u7ED9\u51FA\u5EA7\u4F4D\u53F7 seat");
  return seat;
}
function handOverParam(params) {
  const seat = seatParam(params);
  const { spectator, role } = params;
  if (spectator !== void 0 && (typeof spectator !== "string" || !/^w[0-9]{1,6}$/.test(spectator))) throw badRequest("spectator \u987B\u4E3A\u89C2\u6218\u8005\u7684 id");
  if (role !== void 0 && role !== "judge" && role !== "host") throw badRequest("role \u987B\u4E3A judge \u6216 host");
  if (seat === void 0 && spectator === void 0) throw badRequest("\u8BF7\u9009\u62E9\u63A5\u4EFB\u7684\u5EA7\u4F4D\u53F7\u6216\u4E00\u4F4D\u89C2\u6218\u8005");
  return { ...seat !== void 0 && { seat }, ...spectator !== void 0 && { spectator }, ...role !== void 0 && { role } };
}
function nicknameParam(params) {
  const nickname = params.nickname;
  if (nickname === void 0 || nickname === null) return void 0;
  if (typeof nickname !== "string") throw badRequest("\u6635\u79F0\u987B\u4E3A\u6587\u5B57");
  const trimmed = nickname.trim();
  if ([...trimmed].length > 12) throw badRequest("\u6635\u79F0\u6700\u591A 12 \u4E2A\u5B57");
  if (hasHiddenCharacter(trimmed)) throw badRequest("\u6635\u79F0\u4E0D\u80FD\u5305\u542B\u6362\u884C\u3001\u63A7\u5236\u5B57\u7B26\u6216\u770B\u4E0D\u89C1\u7684\u5B57\u7B26");
  return trimmed.length > 0 ? trimmed : void 0;
}
function verdictParam(params) {
  const verdict = WORD_VERDICTS.find((v) => v === params.verdict);
  if (!verdict) throw badRequest(`\u8BC4\u4EF7\u987B\u4E3A ${WORD_VERDICTS.join("\u3001")} \u4E4B\u4E00`);
  return verdict;
}

// cloudfunctions/circle/src/params.ts
function isCircleRequest(body) {
  return isPlainObject(body) && CIRCLE_ACTION_NAMES.some((a) => a === body.action);
}
var CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
var CODE_LENGTH = 6;
var ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
var idPattern = (prefix, length) => new RegExp(`^${prefix}[${ID_ALPHABET}]{${length}}$`);
var CIRCLE_ID = idPattern("c", 12);
var MEMBER_ID = idPattern("m", 10);
function circleIdParam(params) {
  const { circleId } = params;
  if (typeof circleId !== "string" || !CIRCLE_ID.test(circleId)) throw badRequest("\u5708\u5B50\u7F16\u53F7\u4E0D\u5BF9");
  return circleId;
}
function gameIdParam(params) {
  const { gameId } = params;
  if (typeof gameId !== "string" || !/^[1-9][0-9]{5}-[0-9]{1,15}$/.test(gameId)) throw badRequest("\u5BF9\u5C40\u7F16\u53F7\u4E0D\u5BF9");
  return gameId;
}
function memberIdParam(params) {
  const { memberId } = params;
  if (typeof memberId !== "string" || !MEMBER_ID.test(memberId)) throw badRequest("\u6210\u5458\u7F16\u53F7\u4E0D\u5BF9");
  return memberId;
}
function codeParam2(params) {
  const { code } = params;
  const upper = typeof code === "string" ? code.trim().toUpperCase() : "";
  if (upper.length !== CODE_LENGTH || [...upper].some((c) => !CODE_ALPHABET.includes(c))) throw badRequest("\u9080\u8BF7\u7801\u987B\u4E3A 6 \u4F4D\u5B57\u6BCD\u6216\u6570\u5B57");
  return upper;
}
function circleNameParam(params) {
  const { name } = params;
  if (typeof name !== "string") throw badRequest("\u8BF7\u7ED9\u5708\u5B50\u8D77\u4E2A\u540D\u5B57");
  const trimmed = name.trim();
  if (trimmed.length === 0) throw badRequest("\u8BF7\u7ED9\u5708\u5B50\u8D77\u4E2A\u540D\u5B57");
  if ([...trimmed].length > 16) throw badRequest("\u5708\u5B50\u540D\u6700\u591A 16 \u4E2A\u5B57");
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) throw badRequest("\u5708\u5B50\u540D\u4E0D\u80FD\u5305\u542B\u63A7\u5236\u5B57\u7B26");
  return trimmed;
}
function requiredNickname(params) {
  const nickname = nicknameParam(params);
  if (nickname === void 0) throw badRequest("\u8BF7\u586B\u5199\u4F60\u5728\u5708\u5B50\u91CC\u7684\u6635\u79F0");
  return nickname;
}
function seasonParam(params, seasons, current2) {
  const { season } = params;
  if (season === void 0 || season === null) return current2;
  if (typeof season !== "string" || !seasons.includes(season)) throw badRequest("\u8FD9\u4E2A\u5708\u5B50\u6CA1\u6709\u8FD9\u4E2A\u8D5B\u5B63");
  return season;
}
function kindParam(params) {
  const { kind } = params;
  if (kind === void 0 || kind === null) return void 0;
  const found = GAME_KINDS.find((k) => k === kind);
  if (!found) throw badRequest("kind \u987B\u4E3A killer\u3001werewolf \u6216 undercover");
  return found;
}
function deleteRecordsParam(params) {
  const { deleteRecords } = params;
  if (deleteRecords === void 0 || deleteRecords === null) return false;
  if (typeof deleteRecords !== "boolean") throw badRequest("deleteRecords \u987B\u4E3A true \u6216 false");
  return deleteRecords;
}

// cloudfunctions/game/src/my-turn.ts
function myTurn(room, seat, now) {
  const turn = seatTurn(room, seat);
  const table = tableView(room, now, turn.card.review);
  return { ...turn, v: table.v, table };
}
function seatTurn(room, seat) {
  const step = openStep(room);
  const actions = step ? ownDayActions(step, seat) : void 0;
  return {
    card: playerAnswer(room, seat),
    prompt: step ? promptFor(room, step, seat) : null,
    ...actions && { dayActions: actions },
    seatV: seatVersion(room, seat)
  };
}
function mayAnswer(room, step, seat) {
  if (!room.auto || room.auto.collection.stepId !== step.id || room.auto.skill) return false;
  if (!isAuto(room) && step.input.type !== "ballots") return false;
  return answeringSeats(step, room.auto.collection).includes(seat);
}
function promptFor(room, step, seat) {
  if (asksDecoy(room, step, seat)) return decoyPrompt(room, step, seat);
  if (!mayAnswer(room, step, seat)) return null;
  const auto = room.auto;
  const speaking = step.actors?.kind === "speaker";
  const answer = auto.collection.answers[seat]?.input;
  const info = promptInfo(room, step, seat);
  const passLabel = seatPassLabel(step);
  const input = seatInput(step);
  const emptyText = noSeat(input) ? gameModule(room.match.state.game).describe(room.match.state).noOptions : void 0;
  const prompt = {
    stepId: step.id,
    key: step.key,
    title: speaking ? "\u8F6E\u5230\u4F60\u53D1\u8A00" : step.title,
    say: speaking ? ["\u8BF4\u5B8C\u4E86\u5C31\u70B9\u300C\u8FC7\u300D\u3002"] : info?.facts?.length ? besideFacts(step.say) : withoutGestures(step.say),
    input,
    ...passLabel && { passLabel },
    ...emptyText && { emptyText },
    ...info && { info },
    ...answer && { answer },
    ...auto.timer && { closesAt: auto.timer.endsAt }
  };
  return asksGuessWithResult(room, step, input) ? withGuessAsked(room, step, seat, prompt) : prompt;
}
function noSeat(input) {
  if (input.type === "seats") return input.options.length === 0;
  return input.type === "choice" && input.options.every((o) => o.seat === void 0);
}
function ownDayActions(step, seat) {
  const all = step.dayActions;
  if (!all) return void 0;
  const own = {};
  for (const key of ["explode", "explodeTake", "duel", "withdraw"]) {
    if (all[key]?.includes(seat)) own[key] = [seat];
  }
  return Object.keys(own).length > 0 ? own : void 0;
}

// cloudfunctions/game/src/auto-actions.ts
function autoActions({ mutate, seatOf, now, rng }) {
  const asHost = (room, caller) => {
    if (!isAuto(room)) throw new GameError("NOT_JUDGE", "\u8FD9\u4E2A\u623F\u95F4\u7531\u6CD5\u5B98\u4E3B\u6301\uFF0C\u4E0D\u80FD\u8FD9\u6837\u505A");
    if (room.judge !== caller) throw notTheHostAnymore(room, caller) ?? new GameError("NOT_JUDGE", "\u53EA\u6709\u4E3B\u6301\u624B\u673A\u53EF\u4EE5\u8FD9\u6837\u505A");
    return room;
  };
  const settled = (room) => settle(room, now(), rng);
  const onStep = (room, stepId) => {
    const current2 = settled(room);
    const { state } = current2.match;
    if (state.winner || !state.step) throw new GameError("GAME_OVER", "\u672C\u5C40\u6E38\u620F\u5DF2\u7ECF\u7ED3\u675F");
    if (stepId !== state.stepId) throw new GameError("STALE_STEP", "\u8FD9\u4E00\u6B65\u5DF2\u7ECF\u7ED3\u675F\u4E86\uFF0C\u8BF7\u770B\u6700\u65B0\u7684\u8FDB\u5EA6");
    return { room: current2, step: openStep(current2) };
  };
  const view = (room) => tableView(room, now());
  const turn = (caller) => (room) => myTurn(room, seatOf(room, caller), now());
  return {
    tableView(caller, roomNo) {
      return mutate(roomNo, (room) => {
        if (room.judge !== caller && !watcherOf(room, caller)) seatOf(room, caller);
        return settled(room);
      }, (room) => room.judge === caller ? hostTableView(room, now()) : view(room), caller);
    },
    myTurn(caller, roomNo) {
      return mutate(roomNo, (room) => {
        seatOf(room, caller);
        return settled(room);
      }, turn(caller), caller);
    },
    play(caller, roomNo, stepId, raw) {
      return mutate(roomNo, (stored) => {
        const seat = seatOf(stored, caller);
        const { room, step } = onStep(stored, stepId);
        const module2 = gameModule(room.match.state.game);
        const input = raw ?? {};
        if (isAuto(room) && isPlainObject(input) && ("explode" in input || "duel" in input || "withdraw" in input)) {
          mayTakeDayAction(step, seat, input);
          return settled(speechGoesOn(room, { ...room, match: act(module2, room.match, stepId, input) }));
        }
        if (asksDecoy(room, step, seat)) {
          onlyKeys(input, "seats");
          return withGuess(room, step, seat, input);
        }
        if (!mayAnswer(room, step, seat)) throw new GameError("NOT_YOUR_TURN", whyNotYourTurn(room, seat));
        const spec = seatInput(step);
        if (asksGuessWithResult(room, step, spec)) {
          onlyKeys(input, "seats");
          const guessed = withGuess(room, step, seat, input);
          const auto2 = guessed.auto;
          return settled({ ...guessed, auto: { ...auto2, collection: withAnswer(step, auto2.collection, seat, {}) } });
        }
        onlyKeys(input, spec.type);
        const parsed = canonicalInput(parseInput(seatRules(module2, room, step, spec), input, room.match.state.config.players));
        if (spec.type !== "none") applyInput(module2, room.match.state, stepId, singleInput(step, seat, parsed));
        const auto = room.auto;
        const collection = withAnswer(step, auto.collection, seat, parsed);
        return settled({ ...room, auto: { ...auto, collection } });
      }, turn(caller), caller);
    },
    /** The host's act on an auto room (a change of the room, for the action table's one write). */
    act(stored, caller, stepId, raw) {
      asHost(stored, caller);
      const { room, step } = onStep(stored, stepId);
      const module2 = gameModule(room.match.state.game);
      const answered = raw !== void 0 && !(isPlainObject(raw) && Object.keys(raw).length === 0);
      if (room.auto?.skill && !answered) return settled({ ...room, auto: windowSkipped(room.auto, now()) });
      if (step.actors?.kind === "host" && !room.auto?.skill) {
        if (step.key === "checkin" && room.members.length < room.match.state.config.players) {
          throw new GameError("ILLEGAL_MOVE", `\u8FD8\u6709 ${room.match.state.config.players - room.members.length} \u4E2A\u5EA7\u4F4D\u6CA1\u4EBA\uFF0C\u5168\u90E8\u5165\u5EA7\u540E\u624D\u80FD\u5F00\u59CB`);
        }
        return settled({ ...room, match: act(module2, room.match, stepId, raw) });
      }
      const night = isNightStep(room, step);
      const timeUp = room.auto?.timer != null && now() >= room.auto.timer.endsAt;
      if (night && !nightByAnswers(room) && !timeUp) throw new GameError("NOT_YOUR_TURN", "\u591C\u91CC\u7684\u6B65\u9AA4\u5230\u65F6\u81EA\u52A8\u7ED3\u675F\uFF0C\u4E0D\u80FD\u63D0\u524D\u7ED3\u675F");
      if (answered) throw new GameError("NOT_YOUR_TURN", "\u8FD9\u4E00\u6B65\u7531\u73A9\u5BB6\u5728\u81EA\u5DF1\u7684\u624B\u673A\u4E0A\u64CD\u4F5C");
      const early = closedEarly(room, step);
      if (!early) throw new GameError("ILLEGAL_MOVE", night ? `\u300C${step.title}\u300D\u8FD8\u6CA1\u6709\u5B9A\u4E0B\u76EE\u6807\uFF1A\u8FD9\u4E00\u6B65\u4E0D\u80FD\u7A7A\u8FC7\uFF0C\u8981\u7B49\u9009\u597D\u624D\u7ED3\u675F` : "\u8FD9\u4E00\u6B65\u8FD8\u4E0D\u80FD\u7ED3\u675F");
      return settled(early);
    },
    pause(caller, roomNo, pause2) {
      return mutate(roomNo, (room) => {
        const current2 = settled(asHost(room, caller));
        return pause2 ? paused(current2, now()) : resumed(current2, now());
      }, view, caller);
    },
    /** The host deals again: a new game, the seats' private versions kept growing (`words`: the word bank and what the tables taught it). */
    redeal(room, caller, words) {
      asHost(room, caller);
      const module2 = gameModule(room.match.state.game);
      const auto = room.auto && { collection: openCollection(0), timer: null, seatV: room.auto.seatV };
      return settled({ ...room, match: redeal(module2, room.match, rng, words), auto });
    },
    view
  };
}
function speechGoesOn(before2, after) {
  const was = openStep(before2);
  const now = openStep(after);
  const same = (a, b) => a?.actors?.kind === "speaker" && a.key === b?.key && a.actors.seats.join() === b.actors?.seats.join();
  if (!before2.auto || after.match.state.winner || !same(was, now)) return after;
  return { ...after, auto: { ...before2.auto, collection: { ...before2.auto.collection, stepId: after.match.state.stepId } } };
}
function whyNotYourTurn(room, seat) {
  const { state } = room.match;
  if (!state.seats[seat - 1].alive) return "\u4F60\u5DF2\u51FA\u5C40\uFF0C\u672C\u5C40\u4E0D\u80FD\u518D\u884C\u52A8";
  return gameModule(state.game).describe(state).refuseVoter?.(seat) ?? "\u73B0\u5728\u4E0D\u662F\u4F60\u7684\u56DE\u5408\uFF1A\u8FD9\u4E00\u6B65\u4E0D\u9700\u8981\u4F60\u64CD\u4F5C";
}
function mayTakeDayAction(step, seat, input) {
  const actions = step.dayActions ?? {};
  if ("withdraw" in input) {
    if (input.withdraw !== seat) throw new GameError("NOT_YOUR_TURN", "\u53EA\u80FD\u81EA\u5DF1\u9000\u6C34");
    if (!actions.withdraw?.includes(seat)) throw new GameError("NOT_YOUR_TURN", "\u4F60\u73B0\u5728\u4E0D\u80FD\u9000\u6C34\uFF1A\u53EA\u6709\u7ADE\u9009\u53D1\u8A00\u65F6\u8B66\u4E0A\u7684\u5019\u9009\u4EBA\u624D\u80FD\u9000\u6C34");
    return;
  }
  if ("duel" in input) {
    if (!actions.duel?.includes(seat)) throw new GameError("NOT_YOUR_TURN", "\u4F60\u73B0\u5728\u4E0D\u80FD\u51B3\u6597");
    return;
  }
  if (input.explode !== seat) throw new GameError("NOT_YOUR_TURN", "\u53EA\u80FD\u81EA\u5DF1\u81EA\u7206");
  const taking = "take" in input;
  if (!(taking ? actions.explodeTake : actions.explode)?.includes(seat)) {
    throw new GameError("NOT_YOUR_TURN", taking ? "\u4F60\u73B0\u5728\u4E0D\u80FD\u81EA\u7206\u5E26\u4EBA" : "\u4F60\u73B0\u5728\u4E0D\u80FD\u81EA\u7206");
  }
}
function seatRules(module2, room, step, spec) {
  const rules = module2.describe(room.match.state);
  return { ...rules, input: spec, ...step.input.type === "ballots" && { refuse: notACandidate } };
}
function onlyKeys(input, type) {
  const allowed = type === "seats" ? ["seats"] : type === "choice" ? ["choice"] : [];
  const extra = isPlainObject(input) ? Object.keys(input).filter((k) => !allowed.includes(k)) : [];
  if (extra.length > 0) {
    throw new GameError("BAD_REQUEST", allowed.length > 0 ? `\u8FD9\u4E00\u6B65\u53EA\u80FD\u56DE\u7B54 { ${allowed[0]} }` : "\u8FD9\u4E00\u6B65\u4E0D\u9700\u8981\u8F93\u5165\uFF1A\u8BF4\u5B8C\u4E86\u76F4\u63A5\u70B9\u300C\u8FC7\u300D");
  }
}

// cloudfunctions/game/src/seat-turns.ts
function hasSeatTurns(room) {
  return isAuto(room) || votesByPhone(room);
}
var facesOf = /* @__PURE__ */ new WeakMap();
function turnFace(room, seat) {
  let faces = facesOf.get(room);
  if (!faces) {
    faces = /* @__PURE__ */ new Map();
    facesOf.set(room, faces);
  }
  let face = faces.get(seat);
  if (face === void 0) {
    const { seatV: _seatV, card: { v: _v, ...card2 }, ...rest } = seatTurn(room, seat);
    face = JSON.stringify([card2, rest]);
    faces.set(seat, face);
  }
  return face;
}
var ownerOf = (room, seat) => room.members.find((m) => m.seat === seat)?.openid;
function withSeatVersions(prev, next) {
  if (!hasSeatTurns(next)) return next;
  const moved = next.members.map((m) => m.seat).filter((seat) => {
    const before2 = ownerOf(prev, seat);
    return before2 !== void 0 && before2 !== ownerOf(next, seat) || turnFace(prev, seat) !== turnFace(next, seat);
  });
  if (moved.length === 0) return next;
  const auto = next.auto ?? { collection: openCollection(0), timer: null, seatV: {} };
  const seatV = { ...auto.seatV };
  for (const seat of moved) seatV[seat] = (seatV[seat] ?? 0) + 1;
  const versioned = { ...next, auto: { ...auto, seatV } };
  const faces = facesOf.get(next);
  if (faces) facesOf.set(versioned, faces);
  return versioned;
}

// cloudfunctions/game/src/envelope.ts
function enveloped(log2, run) {
  return async (openid, body) => {
    try {
      return { ok: true, data: await run(parseCaller(openid), body) };
    } catch (error) {
      if (error instanceof GameError) return { ok: false, error: { code: error.code, message: error.message } };
      const requestId = log2.requestId();
      log2.logError(requestId, error);
      return { ok: false, error: { code: "INTERNAL", message: `\u670D\u52A1\u5668\u51FA\u9519\u4E86\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5\uFF08\u9519\u8BEF\u7F16\u53F7 ${requestId}\uFF09` } };
    }
  };
}

// cloudfunctions/game/src/table-life/face.ts
function lifeMoved(prev, next) {
  const face = (room) => JSON.stringify([
    spectatorCount(room),
    rescueView(room) ?? null,
    room.judge,
    room.host ?? "judge",
    lifeLines(room).length
  ]);
  return face(prev) !== face(next);
}

// cloudfunctions/game/src/actions.ts
var hostMode = (room) => isAuto(room) ? { host: "auto" } : votesByPhone(room) ? { votes: "phones" } : {};
var ROOM_TTL_MS = 12 * 60 * 60 * 1e3;
var WRITE_ATTEMPTS2 = 40;
var ROOM_NUMBER_ATTEMPTS = 20;
var pause = (attempt) => new Promise((resolve2) => setTimeout(resolve2, Math.random() * Math.min(attempt, 10)));
async function loadRoom(store2, now, roomNo) {
  const stored = await store2.get(roomNo);
  if (!stored || stored.room.updatedAt + ROOM_TTL_MS <= now) {
    throw new GameError("ROOM_NOT_FOUND", `\u623F\u95F4 ${roomNo} \u4E0D\u5B58\u5728\u6216\u5DF2\u5173\u95ED`);
  }
  const { room } = stored;
  const match = loadMatch(gameModule(room.match.state.game), room.match);
  return match === room.match ? stored : { ...stored, room: { ...room, match } };
}
var heard = (board, channel) => board.listens?.(channel) !== false;
function signalOf(room, now) {
  return { ...roomSignal(gameModule(room.match.state.game), room, ROOM_TTL_MS), table: tableView(room, now) };
}
function seatSignalOf(room, seat) {
  return { v: seatVersion(room, seat), turn: seatTurn(room, seat) };
}
async function readSignal(store2, now, roomNo) {
  const { room } = await loadRoom(store2, now, roomNo);
  return signalOf(room, now);
}
async function readSeatSignal(store2, now, roomNo, seat, caller) {
  const { room } = await loadRoom(store2, now, roomNo);
  if (memberOf(room, caller)?.seat !== seat) throw new GameError("NOT_IN_ROOM", `\u4F60\u4E0D\u662F ${seat} \u53F7\u5EA7\u4F4D\u7684\u73A9\u5BB6`);
  return seatSignalOf(room, seat);
}
function createHandler(deps) {
  const { store: store2, wordStats: wordStats2, rng, now, signals, circles } = deps;
  const load = (roomNo) => loadRoom(store2, now(), roomNo);
  const signalled = async (roomNo, send2) => {
    if (!signals) return;
    try {
      await send2(signals);
    } catch (error) {
      deps.logError(`signal-${roomNo}`, error);
    }
  };
  const publish = (room) => signalled(room.roomNo, async (board) => {
    if (heard(board, room.roomNo)) await board.publish(room.roomNo, signalOf(room, now()));
  });
  const publishSeats = (prev, next) => Promise.all(
    next.members.filter((m) => seatVersion(next, m.seat) > seatVersion(prev, m.seat)).map((m) => signalled(
      next.roomNo,
      async (board) => {
        if (!board.publishSeat || !heard(board, `${next.roomNo}:${m.seat}`)) return;
        await board.publishSeat(next.roomNo, m.seat, { ...seatSignalOf(next, m.seat), openid: m.openid, expiresAt: next.updatedAt + ROOM_TTL_MS });
      }
    ))
  );
  const seatOf = (room, caller) => {
    const member = memberOf(room, caller);
    if (!member) throw new GameError("NOT_IN_ROOM", "\u4F60\u8FD8\u6CA1\u6709\u52A0\u5165\u8FD9\u4E2A\u623F\u95F4");
    return member.seat;
  };
  const asJudge = (room, caller) => {
    const who = isAuto(room) ? "\u4E3B\u6301\u624B\u673A" : "\u672C\u623F\u95F4\u7684\u6CD5\u5B98";
    if (room.judge !== caller) throw notTheHostAnymore(room, caller) ?? new GameError("NOT_JUDGE", `\u53EA\u6709${who}\u53EF\u4EE5\u8FD9\u6837\u505A`);
    return room;
  };
  const countWords = async (before2, after) => {
    const change = wordStatsDelta(before2, after);
    if (!change) return;
    try {
      await wordStats2.add(change.pairId, change.delta);
    } catch (error) {
      deps.logError(`words-${after.roomNo}`, error);
    }
  };
  const wordsFor = async (module2) => module2.bankPair ? { pairs: deps.words(), odds: learnedOdds(await wordStats2.rated(RATINGS_THAT_MATTER)) } : void 0;
  const mutate = async (roomNo, change, answer, caller) => {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS2; attempt++) {
      const { room, version } = await load(roomNo);
      const seen = caller === void 0 ? room : seenBy(room, caller, now());
      const changed = withCircleClock(room, withWordGame(withResult(await change(seen))), now());
      if (changed === room) return answer(room);
      const moved = tableFaceMoved(room, changed) || tallyMoved(room, changed) || lifeMoved(room, changed);
      const updatedAt = changed === seen ? room.updatedAt : now();
      const next = withSeatVersions(room, withPublicVersion(gameModule(room.match.state.game), room, { ...changed, updatedAt }, moved));
      if (await store2.update(roomNo, version, next)) {
        await countWords(room, next);
        await publish(next);
        await publishSeats(room, next);
        if (newlyEnded(room, next)) await recordEnd2(next);
        return answer(next);
      }
      await pause(attempt);
    }
    throw new Error(`room ${roomNo}: lost the write race ${WRITE_ATTEMPTS2} times`);
  };
  const recordEnd2 = async (room) => {
    try {
      await circles?.record(roomEnd(room));
    } catch (error) {
      deps.logError(`circle-${room.roomNo}`, error);
    }
  };
  const circleOf = async (caller, params) => {
    if (params.circleId === void 0 || params.circleId === null) return void 0;
    const circleId = circleIdParam(params);
    if (!circles) throw new GameError("BAD_REQUEST", "\u8FD9\u4E2A\u670D\u52A1\u5668\u6CA1\u6709\u5708\u5B50");
    await circles.checkMember(circleId, caller);
    return { circleId, dealStartedAt: now() };
  };
  const cardOf = async (room, seat) => {
    const answer = playerAnswer(room, seat);
    const gameId = endedGameId(room);
    if (!answer.review || !gameId || !circles) return answer;
    const ratingChange = await circles.ratingChange(gameId, seat);
    return ratingChange ? { ...answer, review: { ...answer.review, ratingChange } } : answer;
  };
  const cardAnswer = async (room, caller) => ({ ...await cardOf(room, seatOf(room, caller)), ...hostMode(room) });
  const judgeRoom = (room) => {
    if (isAuto(room)) throw new GameError("NOT_JUDGE", "\u81EA\u52A8\u4E3B\u6301\u7684\u623F\u95F4\u6CA1\u6709\u6CD5\u5B98\uFF1A\u8C01\u4E5F\u4E0D\u80FD\u67E5\u770B\u522B\u4EBA\u7684\u8EAB\u4EFD");
    return room;
  };
  const auto = autoActions({ mutate, seatOf, now, rng });
  const hostAnswer = (room) => isAuto(room) ? hostTableView(room, now()) : judgeAnswer(room);
  const life = tableLifeActions({ mutate, seatOf, asHost: asJudge, hostAnswer, now, rng });
  let catalog;
  const actions = {
    async catalog() {
      catalog ??= { games: GAMES.map((module2) => gameInfo(module2, deps.words())) };
      return catalog;
    },
    async createRoom({ caller, params }) {
      const module2 = findGame(params.game);
      if (!module2) throw new GameError("BAD_REQUEST", "\u8BF7\u9009\u62E9\u6E38\u620F\uFF1Akiller\u3001werewolf \u6216 undercover");
      const host2 = parseHost(params.host);
      const config = parseConfig(module2, params, host2);
      const circle = await circleOf(caller, params);
      const match = startMatch(module2, config, rng, void 0, config.words ? void 0 : await wordsFor(module2));
      for (let attempt = 0; attempt < ROOM_NUMBER_ATTEMPTS; attempt++) {
        const roomNo = String(1e5 + rng.int(9e5));
        const room = {
          roomNo,
          judge: caller,
          members: [],
          match,
          createdAt: now(),
          updatedAt: now(),
          v: 1,
          judgeSeenAt: now(),
          ...host2 === "auto" && { host: host2 },
          ...circle && { circle }
        };
        if (await store2.create(room)) {
          await publish(room);
          return { roomNo, view: hostAnswer(room) };
        }
      }
      throw new Error("no free room number");
    },
    async joinRoom({ caller, params }) {
      const roomNo = roomNoParam(params);
      const seat = seatParam(params);
      const nickname = nicknameParam(params);
      const code = codeParam(params);
      if (code !== void 0 && seat !== void 0) throw new GameError("BAD_REQUEST", "\u6362\u4EBA\u7801\u548C\u5EA7\u4F4D\u53F7\u53EA\u80FD\u7ED9\u4E00\u4E2A");
      const take = (room) => code === void 0 ? unwatched(seatMember(room, caller, seat, nickname).room, caller) : substituted(room, caller, code, nickname, now());
      return mutate(roomNo, take, (room) => cardAnswer(room, caller));
    },
    async myCard({ caller, params }) {
      const { room } = await load(roomNoParam(params));
      return cardAnswer(room, caller);
    },
    async judgeView({ caller, params }) {
      return mutate(roomNoParam(params), (room) => judgeRoom(asJudge(room, caller)), judgeAnswer, caller);
    },
    async act({ caller, params }) {
      const roomNo = roomNoParam(params);
      const stepId = stepIdParam(params);
      return eitherChange(
        roomNo,
        caller,
        (module2, room) => act(module2, room.match, stepId, judgeInput(room, currentStep(module2, room.match.state), params.input)),
        (room) => auto.act(room, caller, stepId, params.input)
      );
    },
    async undo({ caller, params }) {
      return eitherChange(roomNoParam(params), caller, (_module, room) => undo(room.match), () => {
        throw new GameError("ILLEGAL_MOVE", "\u81EA\u52A8\u4E3B\u6301\u4E0D\u80FD\u64A4\u9500\uFF1A\u7B54\u6848\u5728\u8FD9\u4E00\u6B65\u7ED3\u675F\u524D\u90FD\u53EF\u4EE5\u6539");
      });
    },
    async redeal({ caller, params }) {
      return eitherChange(
        roomNoParam(params),
        caller,
        async (module2, room) => redeal(module2, room.match, rng, await wordsFor(module2)),
        async (room) => auto.redeal(room, caller, await wordsFor(gameModule(room.match.state.game)))
      );
    },
    async redrawWords({ caller, params }) {
      return eitherChange(roomNoParam(params), caller, async (module2, room) => redrawWords(module2, room.match, rng, await wordsFor(module2)), () => {
        throw new GameError("ILLEGAL_MOVE", "\u81EA\u52A8\u4E3B\u6301\u7684\u623F\u95F4\u4E0D\u80FD\u6362\u8BCD\uFF1A\u8C01\u4E5F\u4E0D\u80FD\u770B\u5230\u8BCD\u8BED");
      });
    },
    async handOver({ caller, params }) {
      const roomNo = roomNoParam(params);
      const target = handOverParam(params);
      const nickname = nicknameParam(params);
      return mutate(roomNo, async (room) => {
        const words = await wordsFor(gameModule(room.match.state.game));
        return afterJudge(room, handOver(asJudge(room, caller), target, nickname, rng, words));
      }, hostAnswer, caller);
    },
    watch: ({ caller, params }) => life.watch(caller, roomNoParam(params), nicknameParam(params)),
    rescue: ({ caller, params }) => life.rescue(caller, roomNoParam(params), params.to),
    rescueVote: ({ caller, params }) => life.rescueVote(caller, roomNoParam(params), params.yes),
    substitute: ({ caller, params }) => life.substitute(caller, roomNoParam(params), requiredSeat(params)),
    leave: ({ caller, params }) => life.leave(caller, roomNoParam(params), requiredSeat(params)),
    async rateWords({ caller, params }) {
      const roomNo = roomNoParam(params);
      const verdict = verdictParam(params);
      return mutate(roomNo, (room) => rateWords(room, seatOf(room, caller), verdict), () => ({}));
    },
    tableView: ({ caller, params }) => auto.tableView(caller, roomNoParam(params)),
    myTurn: ({ caller, params }) => auto.myTurn(caller, roomNoParam(params)),
    play: ({ caller, params }) => auto.play(caller, roomNoParam(params), stepIdParam(params), params.input),
    pause: ({ caller, params }) => auto.pause(caller, roomNoParam(params), true),
    resume: ({ caller, params }) => auto.pause(caller, roomNoParam(params), false),
    async closeRoom({ caller, params }) {
      const roomNo = roomNoParam(params);
      asJudge((await load(roomNo)).room, caller);
      await store2.delete(roomNo);
      await signalled(roomNo, (board) => board.remove(roomNo));
      return {};
    }
  };
  const eitherChange = (roomNo, caller, judged, hosted) => mutate(
    roomNo,
    async (room) => isAuto(room) ? hosted(room) : afterJudge(room, { ...room, match: await judged(gameModule(asJudge(room, caller).match.state.game), room) }),
    hostAnswer,
    caller
  );
  return enveloped(deps, async (caller, body) => {
    const { action, params } = parseRequest(body);
    return actions[action]({ caller, params });
  });
}

// cloudfunctions/game/src/engine/words/categories/animal.ts
var ANIMAL = {
  easy: `
    \u5927\u8C61/\u957F\u9888\u9E7F \u7334\u5B50/\u677E\u9F20 \u516C\u9E21/\u9E2D\u5B50 \u8717\u725B/\u4E4C\u9F9F \u5B54\u96C0/\u9E66\u9E49 \u8682\u8681/\u871C\u8702 \u9A86\u9A7C/\u6591\u9A6C \u4F01\u9E45/\u5317\u6781\u718A \u87B3\u8782/\u58C1\u864E \u732B/\u72D7
    \u5154\u5B50/\u888B\u9F20 \u732A/\u725B \u86C7/\u86AF\u8693 \u6D77\u9A6C/\u6D77\u661F \u957F\u9888\u9E7F/\u9E35\u9E1F \u6591\u9A6C/\u718A\u732B \u523A\u732C/\u4ED9\u4EBA\u638C \u91D1\u9C7C/\u4E4C\u9F9F \u7AE0\u9C7C/\u8718\u86DB
  `,
  normal: `
    \u718A\u732B/\u8003\u62C9 \u9CB8\u9C7C/\u9CA8\u9C7C \u72EE\u5B50/\u8001\u864E \u9A6C/\u9A74 \u7F8A/\u9E7F \u72D7/\u72FC \u732B\u5934\u9E70/\u8001\u9E70 \u9EBB\u96C0/\u71D5\u5B50 \u8774\u8776/\u873B\u8713 \u868A\u5B50/\u82CD\u8747 \u888B\u9F20/\u8003\u62C9
    \u6D77\u8C5A/\u6D77\u72EE \u6CB3\u9A6C/\u7280\u725B \u9E3D\u5B50/\u559C\u9E4A \u8C5A\u9F20/\u5154\u5B50 \u5929\u9E45/\u767D\u9E6D \u706B\u70C8\u9E1F/\u4E39\u9876\u9E64 \u9CC4\u9C7C/\u8725\u8734 \u8783\u87F9/\u9F99\u867E \u7F8A\u9A7C/\u9A86\u9A7C
    \u72D0\u72F8/\u9EC4\u9F20\u72FC \u9E35\u9E1F/\u4F01\u9E45 \u74E2\u866B/\u8424\u706B\u866B \u8718\u86DB/\u874E\u5B50 \u9E2D\u5B50/\u9E45 \u677E\u9F20/\u4ED3\u9F20 \u8695\u5B9D\u5B9D/\u6BDB\u6BDB\u866B
  `,
  hard: `
    \u730E\u8C79/\u82B1\u8C79 \u4E4C\u9E26/\u516B\u54E5 \u9752\u86D9/\u87FE\u870D \u6D77\u8C79/\u6D77\u8C61 \u6C34\u6BCD/\u6D77\u8475 \u8001\u9F20/\u4ED3\u9F20 \u7EF5\u7F8A/\u5C71\u7F8A \u523A\u732C/\u8C6A\u732A \u91D1\u9C7C/\u9526\u9CA4
    \u87CB\u87C0/\u8748\u8748#region \u9E66\u9E49/\u516B\u54E5
  `
};

// cloudfunctions/game/src/engine/words/categories/anime-game.ts
var ANIME_GAME = {
  easy: `
    \u76AE\u5361\u4E18/\u6D77\u7EF5\u5B9D\u5B9D \u673A\u5668\u732B/\u7C73\u8001\u9F20 \u5927\u5BCC\u7FC1/\u72FC\u4EBA\u6740 \u846B\u82A6\u5A03/\u4E03\u4ED9\u5973 \u626B\u96F7/\u6597\u5730\u4E3B \u5C0F\u9EC4\u4EBA/\u76AE\u5361\u4E18
  `,
  normal: `
    \u8721\u7B14\u5C0F\u65B0/\u6A31\u6843\u5C0F\u4E38\u5B50 \u559C\u7F8A\u7F8A/\u7070\u592A\u72FC \u5149\u5934\u5F3A/\u7070\u592A\u72FC \u5C0F\u732A\u4F69\u5947/\u559C\u7F8A\u7F8A \u5965\u7279\u66FC/\u53D8\u5F62\u91D1\u521A \u8DEF\u98DE/\u9E23\u4EBA \u8D85\u7EA7\u739B\u4E3D/\u9B42\u6597\u7F57
    \u4FC4\u7F57\u65AF\u65B9\u5757/\u8D85\u7EA7\u739B\u4E3D \u82F1\u96C4\u8054\u76DF/\u738B\u8005\u8363\u8000 \u690D\u7269\u5927\u6218\u50F5\u5C38/\u6124\u6012\u7684\u5C0F\u9E1F \u94A2\u94C1\u4FA0/\u8718\u86DB\u4FA0 \u8D85\u4EBA/\u5965\u7279\u66FC \u7C73\u8001\u9F20/\u5510\u8001\u9E2D
    \u4E03\u9F99\u73E0/\u704C\u7BEE\u9AD8\u624B \u6124\u6012\u7684\u5C0F\u9E1F/\u6C34\u679C\u5FCD\u8005 \u5267\u672C\u6740/\u5BC6\u5BA4\u9003\u8131 \u5927\u5BCC\u7FC1/\u98DE\u884C\u68CB \u8D2A\u5403\u86C7/\u626B\u96F7 \u6D3E\u5927\u661F/\u6D77\u7EF5\u5B9D\u5B9D
    \u72FC\u4EBA\u6740/\u8C01\u662F\u5367\u5E95 \u9ED1\u732B\u8B66\u957F/\u5927\u8033\u6735\u56FE\u56FE \u4E09\u56FD\u6740/\u6597\u5730\u4E3B \u5927\u5934\u513F\u5B50/\u5C0F\u5934\u7238\u7238
  `,
  hard: `
    \u718A\u5927/\u718A\u4E8C \u738B\u8005\u8363\u8000/\u548C\u5E73\u7CBE\u82F1 \u6211\u7684\u4E16\u754C/\u8FF7\u4F60\u4E16\u754C \u8718\u86DB\u4FA0/\u8759\u8760\u4FA0 \u6C64\u59C6/\u6770\u745E \u827E\u838E/\u5B89\u5A1C \u4F69\u5947/\u4E54\u6CBB
    \u6A31\u6728\u82B1\u9053/\u6D41\u5DDD\u67AB \u5B9D\u53EF\u68A6/\u6570\u7801\u5B9D\u8D1D \u98DE\u884C\u68CB/\u8DF3\u68CB \u8212\u514B/\u8D1D\u5854 \u62F3\u7687/\u8857\u9738 \u6D88\u6D88\u4E50/\u8FDE\u8FDE\u770B
  `
};

// cloudfunctions/game/src/engine/words/categories/body.ts
var BODY = {
  easy: `
    \u6253\u547C\u565C/\u4F38\u61D2\u8170 \u5934\u53D1/\u6307\u7532 \u7259\u9F7F/\u9AA8\u5934 \u5FC3\u810F/\u5927\u8111 \u54ED/\u7B11 \u773C\u775B/\u76F8\u673A \u6C57\u6C34/\u96E8\u6C34 \u95E8\u7259/\u94A2\u7434\u952E \u5FC3\u810F/\u949F\u8868 \u5931\u7720/\u505A\u68A6
  `,
  normal: `
    \u7709\u6BDB/\u80E1\u5B50 \u773C\u775B/\u8033\u6735 \u624B\u6307/\u811A\u8DBE \u7259\u9F7F/\u820C\u5934 \u80A9\u8180/\u540E\u80CC \u809A\u5B50/\u8170 \u9F3B\u5B50/\u5634\u5DF4 \u8138\u988A/\u4E0B\u5DF4 \u9152\u7A9D/\u96C0\u6591 \u55B7\u568F/\u54C8\u6B20
    \u54B3\u55FD/\u6253\u55DD \u9AA8\u5934/\u808C\u8089 \u8840\u6DB2/\u6C57\u6C34 \u773C\u6CEA/\u53E3\u6C34 \u76B1\u7EB9/\u75A4\u75D5 \u8116\u5B50/\u5589\u5499 \u989D\u5934/\u540E\u8111\u52FA \u62F3\u5934/\u5DF4\u638C \u80CE\u8BB0/\u75E3 \u5934\u76AE/\u5934\u53D1
    \u5FC3\u8DF3/\u547C\u5438 \u62BD\u7B4B/\u626D\u4F24 \u8FD1\u89C6/\u8FDC\u89C6 \u5DE6\u624B/\u53F3\u624B \u5927\u817F/\u5C0F\u817F \u53CC\u773C\u76AE/\u5355\u773C\u76AE
  `,
  hard: `
    \u776B\u6BDB/\u773C\u76AE \u80C3/\u80A0 \u75D8\u75D8/\u868A\u5B50\u5305 \u819D\u76D6/\u624B\u8098 \u8033\u5782/\u9F3B\u5C16 \u611F\u5192/\u53D1\u70E7 \u864E\u7259/\u95E8\u7259 \u5934\u75BC/\u7259\u75BC \u638C\u7EB9/\u6307\u7EB9
  `
};

// cloudfunctions/game/src/engine/words/categories/brand.ts
var BRAND = {
  easy: `
    \u4E50\u9AD8/\u5B9C\u5BB6 \u5927\u767D\u5154/\u65FA\u4ED4 \u661F\u5DF4\u514B/\u80AF\u5FB7\u57FA \u534E\u4E3A/\u6D77\u5C14 \u987A\u4E30/\u6EF4\u6EF4 \u9EA6\u5F53\u52B3/\u8FEA\u58EB\u5C3C
  `,
  normal: `
    \u53EF\u4E50/\u96EA\u78A7 \u9178\u5976/\u517B\u4E50\u591A \u5FAE\u4FE1/\u652F\u4ED8\u5B9D \u5FAE\u535A/\u670B\u53CB\u5708 \u8FEA\u58EB\u5C3C/\u73AF\u7403\u5F71\u57CE \u5A03\u54C8\u54C8/\u519C\u592B\u5C71\u6CC9 \u65FA\u65FA/\u5F90\u798F\u8BB0 \u4F18\u8863\u5E93/\u6D77\u6F9C\u4E4B\u5BB6
    \u8FEA\u5965/\u9999\u5948\u513F \u7279\u65AF\u62C9/\u6BD4\u4E9A\u8FEA \u5927\u4F17\u70B9\u8BC4/\u5C0F\u7EA2\u4E66 \u5C0F\u7EA2\u4E66/\u5FAE\u535A \u6D77\u5929/\u674E\u9526\u8BB0 \u65FA\u4ED4/\u5A03\u54C8\u54C8 \u6EF4\u6EF4/\u9AD8\u5FB7 \u54D4\u54E9\u54D4\u54E9/\u7231\u5947\u827A
  `,
  hard: `
    \u80AF\u5FB7\u57FA/\u9EA6\u5F53\u52B3 \u53EF\u53E3\u53EF\u4E50/\u767E\u4E8B\u53EF\u4E50 \u8010\u514B/\u963F\u8FEA \u534E\u4E3A/\u5C0F\u7C73 \u6DD8\u5B9D/\u4EAC\u4E1C \u7F8E\u56E2/\u997F\u4E86\u4E48 \u6296\u97F3/\u5FEB\u624B \u661F\u5DF4\u514B/\u745E\u5E78
    \u5EB7\u5E08\u5085/\u7EDF\u4E00 \u5FB7\u8299/\u8D39\u5217\u7F57 \u5965\u5229\u5965/\u8DA3\u591A\u591A \u4E50\u4E8B/\u54C1\u5BA2 \u738B\u8001\u5409/\u52A0\u591A\u5B9D \u4F0A\u5229/\u8499\u725B \u674E\u5B81/\u5B89\u8E0F \u5954\u9A70/\u5B9D\u9A6C
    \u7231\u5947\u827A/\u817E\u8BAF\u89C6\u9891 \u6DD8\u5B9D/\u62FC\u591A\u591A \u987A\u4E30/\u5706\u901A \u540D\u521B\u4F18\u54C1/\u65E0\u5370\u826F\u54C1 \u68A6\u9F99/\u53EF\u7231\u591A
  `
};

// cloudfunctions/game/src/engine/words/categories/celebrity.ts
var CELEBRITY = {
  easy: `
    \u59DA\u660E/\u5218\u7FD4 \u5468\u6770\u4F26/\u6210\u9F99 \u59DA\u660E/\u90CE\u5E73 \u90ED\u5FB7\u7EB2/\u5468\u661F\u9A70 \u8C37\u7231\u51CC/\u82CF\u70B3\u6DFB
  `,
  normal: `
    \u6210\u9F99/\u674E\u8FDE\u6770 \u8D75\u672C\u5C71/\u51AF\u5DE9 \u5468\u661F\u9A70/\u5434\u5B5F\u8FBE \u6C88\u817E/\u8D3E\u73B2 \u5434\u4EAC/\u7504\u5B50\u4E39 \u9A6C\u4E91/\u9A6C\u5316\u817E \u96F7\u519B/\u8463\u660E\u73E0 \u4E54\u4E39/\u79D1\u6BD4
    \u9093\u7D2B\u68CB/\u5F20\u97F6\u6DB5 \u5218\u5FB7\u534E/\u5468\u6DA6\u53D1 \u5B59\u4FEA/\u8D75\u4E3D\u9896 \u5F20\u827A\u8C0B/\u9648\u51EF\u6B4C \u8521\u660E/\u6F58\u957F\u6C5F \u6492\u8D1D\u5B81/\u4F55\u7085 \u674E\u5B87\u6625/\u5F20\u9753\u9896 \u6768\u5229\u4F1F/\u738B\u4E9A\u5E73
    \u8881\u9686\u5E73/\u5C60\u5466\u5466 \u5218\u4EA6\u83F2/\u9AD8\u5706\u5706 \u5B59\u71D5\u59FF/\u8521\u4F9D\u6797 \u845B\u4F18/\u9648\u9053\u660E \u5168\u7EA2\u5A75/\u90ED\u6676\u6676
  `,
  hard: `
    \u5468\u6770\u4F26/\u6797\u4FCA\u6770 \u5218\u5FB7\u534E/\u5F20\u5B66\u53CB \u90ED\u5FB7\u7EB2/\u5CB3\u4E91\u9E4F \u738B\u83F2/\u90A3\u82F1 \u5DE9\u4FD0/\u7AE0\u5B50\u6021 \u6768\u5E42/\u8D75\u4E3D\u9896 \u9EC4\u6E24/\u5F90\u5CE5
    \u6613\u70CA\u5343\u73BA/\u738B\u4FCA\u51EF \u6885\u897F/\u5185\u9A6C\u5C14 \u5218\u7FD4/\u82CF\u70B3\u6DFB \u5468\u6DA6\u53D1/\u6881\u671D\u4F1F \u9A6C\u9F99/\u6A0A\u632F\u4E1C \u6797\u4E39/\u674E\u5B97\u4F1F \u502A\u840D/\u8463\u537F \u90ED\u5BCC\u57CE/\u9ECE\u660E
  `
};

// cloudfunctions/game/src/engine/words/categories/childhood.ts
var CHILDHOOD = {
  easy: `
    \u9640\u87BA/\u98CE\u8F66 \u7EB8\u98DE\u673A/\u7AF9\u873B\u8713 \u4E07\u82B1\u7B52/\u671B\u8FDC\u955C \u6C99\u5305/\u6BFD\u5B50 \u6A61\u76AE\u6CE5/\u79EF\u6728
  `,
  normal: `
    \u8DF3\u76AE\u7B4B/\u4E22\u6C99\u5305 \u5F39\u73E0/\u62CD\u753B\u7247 \u60A0\u60A0\u7403/\u56DB\u9A71\u8F66 \u8DF3\u623F\u5B50/\u4E22\u624B\u7EE2 \u7FFB\u82B1\u7EF3/\u8DF3\u76AE\u7B4B \u6349\u8FF7\u85CF/\u6728\u5934\u4EBA \u8FA3\u6761/\u8DF3\u8DF3\u7CD6
    \u8DF3\u8DF3\u7CD6/\u6CE1\u6CE1\u7CD6 \u5E72\u8106\u9762/\u8FA3\u6761 \u5377\u7B14\u5200/\u6A61\u76AE\u64E6 \u5BFB\u547C\u673A/\u5927\u54E5\u5927 \u78C1\u5E26/\u5149\u76D8 \u79EF\u6728/\u62FC\u56FE \u6EDA\u94C1\u73AF/\u547C\u5566\u5708 \u5F39\u5F13/\u6C34\u67AA
    \u5C0F\u4EBA\u4E66/\u6F2B\u753B\u4E66 \u642A\u74F7\u676F/\u4FDD\u6E29\u676F \u7F1D\u7EAB\u673A/\u6536\u97F3\u673A \u7EFF\u76AE\u706B\u8F66/\u62D6\u62C9\u673A \u624B\u5199\u4FE1/\u660E\u4FE1\u7247 \u7535\u8BDD\u4EAD/\u62A5\u520A\u4EAD \u5927\u5934\u8D34/\u8BC1\u4EF6\u7167
    \u54C8\u54C8\u955C/\u4E07\u82B1\u7B52 \u5E7F\u64AD\u4F53\u64CD/\u773C\u4FDD\u5065\u64CD \u8FC7\u5BB6\u5BB6/\u6349\u8FF7\u85CF \u8702\u7A9D\u7164/\u7164\u6CB9\u706F \u540C\u5B66\u5F55/\u6BD5\u4E1A\u7167 \u65F1\u51B0\u978B/\u6ED1\u677F\u8F66 \u90AE\u7968/\u8D34\u7EB8
  `,
  hard: `
    \u968F\u8EAB\u542C/\u590D\u8BFB\u673A \u5F55\u97F3\u673A/\u6536\u97F3\u673A \u679C\u4E39\u76AE/\u5C71\u6942\u7247 \u5927\u98CE\u8F66/\u52A8\u753B\u57CE \u7CD6\u753B/\u5439\u7CD6\u4EBA \u5C0F\u7075\u901A/\u5927\u54E5\u5927 \u8D3A\u5361/\u660E\u4FE1\u7247
  `
};

// cloudfunctions/game/src/engine/words/categories/classics.ts
var CLASSICS = {
  easy: `
    \u6797\u9EDB\u7389/\u5B59\u4E8C\u5A18 \u5AE6\u5A25/\u767D\u5A18\u5B50 \u5973\u5A32/\u82B1\u6728\u5170 \u8BF8\u845B\u4EAE/\u798F\u5C14\u6469\u65AF \u767D\u9AA8\u7CBE/\u725B\u9B54\u738B \u4E11\u5C0F\u9E2D/\u7070\u59D1\u5A18 \u732A\u516B\u6212/\u5510\u8001\u9E2D
    \u960E\u738B/\u5305\u9752\u5929 \u54EE\u5929\u72AC/\u767D\u9F99\u9A6C
  `,
  normal: `
    \u5B59\u609F\u7A7A/\u732A\u516B\u6212 \u6C99\u50E7/\u5510\u50E7 \u4E8C\u90CE\u795E/\u6258\u5854\u5929\u738B \u725B\u9B54\u738B/\u94C1\u6247\u516C\u4E3B \u7389\u7687\u5927\u5E1D/\u5982\u6765\u4F5B\u7956 \u5AE6\u5A25/\u7EC7\u5973 \u725B\u90CE/\u8BB8\u4ED9
    \u6881\u5C71\u4F2F/\u795D\u82F1\u53F0 \u8D3E\u5B9D\u7389/\u738B\u7199\u51E4 \u5218\u5907/\u66F9\u64CD \u8BF8\u845B\u4EAE/\u53F8\u9A6C\u61FF \u8D75\u4E91/\u5415\u5E03 \u6B66\u677E/\u9C81\u667A\u6DF1 \u5305\u9752\u5929/\u72C4\u4EC1\u6770 \u540E\u7FBF/\u5938\u7236
    \u5973\u5A32/\u76D8\u53E4 \u767D\u96EA\u516C\u4E3B/\u7070\u59D1\u5A18 \u7F8E\u4EBA\u9C7C/\u7761\u7F8E\u4EBA \u798F\u5C14\u6469\u65AF/\u540D\u4FA6\u63A2\u67EF\u5357 \u5B5F\u5A46/\u960E\u738B \u571F\u5730\u516C/\u7076\u738B\u7237 \u89C2\u97F3\u83E9\u8428/\u738B\u6BCD\u5A18\u5A18
    \u9F99\u738B/\u96F7\u516C \u5510\u50E7/\u6D4E\u516C \u5C0F\u7EA2\u5E3D/\u767D\u96EA\u516C\u4E3B
  `,
  hard: `
    \u5B59\u609F\u7A7A/\u54EA\u5412 \u54EA\u5412/\u7EA2\u5B69\u513F \u767D\u9AA8\u7CBE/\u8718\u86DB\u7CBE \u767D\u5A18\u5B50/\u5C0F\u9752 \u6797\u9EDB\u7389/\u859B\u5B9D\u9497 \u5173\u7FBD/\u5F20\u98DE \u897F\u65BD/\u6768\u8D35\u5983 \u738B\u662D\u541B/\u8C82\u8749
    \u674E\u9035/\u5F20\u98DE \u5B8B\u6C5F/\u5218\u5907 \u82B1\u6728\u5170/\u7A46\u6842\u82F1 \u6D4E\u516C/\u9C81\u667A\u6DF1 \u592A\u767D\u91D1\u661F/\u592A\u4E0A\u8001\u541B
  `
};

// cloudfunctions/game/src/engine/words/categories/couple.ts
var COUPLE = {
  easy: `
    \u60C5\u4E66/\u65E5\u8BB0 \u94BB\u6212/\u5956\u676F \u6C42\u5A5A/\u9762\u8BD5 \u60C5\u4FA3\u88C5/\u6821\u670D \u6697\u604B/\u8FFD\u661F \u770B\u7535\u5F71/\u5403\u706B\u9505 \u89C1\u5BB6\u957F/\u5BB6\u957F\u4F1A \u60C5\u654C/\u5BF9\u624B \u8868\u767D/\u9053\u6B49
    \u7275\u624B/\u51FB\u638C
  `,
  normal: `
    \u8868\u767D/\u6C42\u5A5A \u7EA6\u4F1A/\u76F8\u4EB2 \u73AB\u7470/\u5DE7\u514B\u529B \u5435\u67B6/\u51B7\u6218 \u72D7\u7CAE/\u559C\u7CD6 \u7EA6\u4F1A/\u805A\u4F1A \u7275\u624B/\u62E5\u62B1 \u6492\u5A07/\u5403\u918B \u5403\u918B/\u751F\u6C14 \u5355\u8EAB/\u604B\u7231
    \u871C\u6708/\u65C5\u6E38 \u7EAA\u5FF5\u65E5/\u751F\u65E5 \u6708\u8001/\u4E18\u6BD4\u7279 \u5A5A\u7EB1\u7167/\u5168\u5BB6\u798F \u540C\u5C45/\u5408\u79DF \u571F\u5473\u60C5\u8BDD/\u5F69\u8679\u5C41#trend \u5FC3\u52A8/\u8138\u7EA2 \u793C\u7269/\u60CA\u559C
    \u6469\u5929\u8F6E/\u65CB\u8F6C\u6728\u9A6C \u79C0\u6069\u7231/\u6652\u5A03
  `,
  hard: `
    \u521D\u604B/\u6697\u604B \u8BA2\u5A5A/\u7ED3\u5A5A \u7F51\u604B/\u5F02\u5730\u604B \u60C5\u4FA3/\u592B\u59BB \u76F8\u4EB2/\u8054\u8C0A \u60C5\u8BDD/\u8A93\u8A00 \u7EA2\u5A18/\u6708\u8001 \u94BB\u6212/\u5BF9\u6212
    \u58C1\u549A/\u516C\u4E3B\u62B1#trend \u60C5\u4FA3\u5934\u50CF/\u60C5\u4FA3\u88C5 \u95F9\u522B\u626D/\u51B7\u6218
  `
};

// cloudfunctions/game/src/engine/words/categories/digital.ts
var DIGITAL = {
  easy: `
    \u7F51\u8D2D/\u7F51\u8BFE \u9F20\u6807/\u8033\u673A \u62CD\u7167/\u6253\u7535\u8BDD \u7535\u89C6/\u7535\u8111 \u6E38\u620F\u673A/\u7535\u5B50\u4E66 \u5934\u50CF/\u6635\u79F0 \u81EA\u62CD/\u7167\u955C\u5B50 \u952E\u76D8/\u94A2\u7434 \u624B\u673A/\u94B1\u5305
  `,
  normal: `
    \u76F4\u64AD/\u77ED\u89C6\u9891 \u8BC4\u8BBA/\u5F39\u5E55 \u626B\u7801/\u5237\u5361 \u5BC6\u7801/\u6307\u7EB9 \u81EA\u62CD/\u5408\u7167 \u9F20\u6807/\u952E\u76D8 \u7F51\u8D2D/\u901B\u8857 \u8F6C\u8D26/\u53D1\u7EA2\u5305 \u624B\u673A\u58F3/\u8D34\u819C
    \u6D41\u91CF/\u8BDD\u8D39 \u5E7F\u544A/\u5F39\u7A97 \u7535\u5B50\u4E66/\u6709\u58F0\u4E66 \u7F51\u8BFE/\u76F4\u64AD \u5DEE\u8BC4/\u597D\u8BC4
  `,
  hard: `
    \u8868\u60C5\u5305/\u989C\u6587\u5B57#trend \u70B9\u8D5E/\u6536\u85CF \u5BC6\u7801/\u9A8C\u8BC1\u7801 \u622A\u56FE/\u5F55\u5C4F \u5145\u7535\u5B9D/\u5145\u7535\u5668 \u84DD\u7259/\u70ED\u70B9 \u53F0\u5F0F\u7535\u8111/\u7B14\u8BB0\u672C\u7535\u8111
    \u7FA4\u804A/\u79C1\u804A \u89C6\u9891\u901A\u8BDD/\u8BED\u97F3\u901A\u8BDD \u8D2D\u7269\u8F66/\u6536\u85CF\u5939 \u9000\u8D27/\u6362\u8D27 \u4E8C\u7EF4\u7801/\u6761\u5F62\u7801 \u7F51\u76D8/\u786C\u76D8 \u9759\u97F3/\u632F\u52A8
  `
};

// cloudfunctions/game/src/engine/words/categories/drink.ts
var DRINK = {
  easy: `
    \u70ED\u53EF\u53EF/\u51B0\u7EA2\u8336 \u53EF\u4E50/\u5496\u5561 \u725B\u5976/\u6A59\u6C41 \u5564\u9152/\u6C7D\u6C34#adult \u8C46\u6D46/\u6930\u6C41 \u5976\u8336/\u67E0\u6AAC\u6C34 \u8336/\u9152#adult
    \u77FF\u6CC9\u6C34/\u6C7D\u6C34 \u9178\u5976/\u51B0\u6DC7\u6DCB
  `,
  normal: `
    \u725B\u5976/\u8C46\u6D46 \u5564\u9152/\u7EA2\u9152#adult \u7EFF\u8336/\u7EA2\u8336 \u5496\u5561/\u70ED\u53EF\u53EF \u6A59\u6C41/\u82F9\u679C\u6C41 \u5976\u8336/\u5976\u6614 \u6930\u5976/\u674F\u4EC1\u9732
    \u51C9\u8336/\u5927\u9EA6\u8336 \u51B0\u6C99/\u5976\u6614 \u9E21\u5C3E\u9152/\u679C\u9152#adult \u8702\u871C\u6C34/\u67E0\u6AAC\u8336 \u59DC\u8336/\u7EA2\u7CD6\u6C34 \u8C46\u5976/\u6838\u6843\u9732 \u767D\u9152/\u9EC4\u9152#adult
    \u6930\u5B50\u6C34/\u7518\u8517\u6C41 \u679C\u6C41/\u852C\u83DC\u6C41 \u8461\u8404\u6C41/\u897F\u74DC\u6C41 \u6768\u679D\u7518\u9732/\u8292\u679C\u6C41#region
  `,
  hard: `
    \u9F99\u4E95/\u78A7\u87BA\u6625 \u666E\u6D31\u8336/\u4E4C\u9F99\u8336 \u83CA\u82B1\u8336/\u91D1\u94F6\u82B1\u8336 \u73CD\u73E0\u5976\u8336/\u6930\u679C\u5976\u8336 \u7EFF\u8C46\u6C64/\u7EA2\u8C46\u6C64 \u767D\u5F00\u6C34/\u77FF\u6CC9\u6C34
    \u5A01\u58EB\u5FCC/\u767D\u5170\u5730#adult \u67E0\u6AAC\u8336/\u67E0\u6AAC\u6C34 \u82B1\u8336/\u679C\u8336
  `
};

// cloudfunctions/game/src/engine/words/categories/family.ts
var FAMILY = {
  easy: `
    \u7238\u7238/\u5988\u5988 \u7237\u7237/\u7238\u7238 \u65B0\u90CE/\u65B0\u5A18 \u90BB\u5C45/\u5BA4\u53CB \u8001\u5E08/\u5BB6\u957F \u5C0F\u5B69/\u5927\u4EBA \u5BFF\u661F/\u65B0\u5A18
  `,
  normal: `
    \u54E5\u54E5/\u5F1F\u5F1F \u95FA\u871C/\u53D1\u5C0F \u4EB2\u5BB6/\u90BB\u5C45 \u5E08\u5085/\u5F92\u5F1F \u540C\u5B66/\u540C\u4E8B \u4EB2\u621A/\u670B\u53CB \u5A46\u5A46/\u5988\u5988 \u623F\u4E1C/\u79DF\u5BA2 \u4E3B\u4EBA/\u5BA2\u4EBA \u961F\u53CB/\u5BF9\u624B
    \u6218\u53CB/\u961F\u53CB \u5076\u50CF/\u7C89\u4E1D \u72EC\u751F\u5B50/\u53CC\u80DE\u80CE \u5168\u5BB6\u798F/\u7ED3\u5A5A\u7167 \u6237\u53E3\u672C/\u7ED3\u5A5A\u8BC1 \u4FDD\u59C6/\u5BB6\u6559 \u4F34\u90CE/\u53F8\u4EEA \u59D0\u59B9/\u95FA\u871C \u8001\u4F34/\u8001\u53CB
  `,
  hard: `
    \u7237\u7237/\u5916\u516C \u7F51\u53CB/\u7B14\u53CB \u5E08\u5144/\u5B66\u957F \u53CC\u80DE\u80CE/\u4E09\u80DE\u80CE
  `
};

// cloudfunctions/game/src/engine/words/categories/fashion.ts
var FASHION = {
  easy: `
    \u886C\u886B/\u6BDB\u8863 \u9AD8\u8DDF\u978B/\u8FD0\u52A8\u978B \u9879\u94FE/\u624B\u8868 \u53E3\u7EA2/\u9999\u6C34 \u5E3D\u5B50/\u624B\u5957 \u7F8E\u7532/\u7EB9\u8EAB \u9886\u5E26/\u56F4\u5DFE \u58A8\u955C/\u53E3\u7F69 \u96E8\u8863/\u6597\u7BF7
    \u9AD8\u8DDF\u978B/\u9AD8\u8DF7
  `,
  normal: `
    \u5E3D\u5B50/\u56F4\u5DFE \u53E3\u7EA2/\u816E\u7EA2 \u9879\u94FE/\u8033\u73AF \u6212\u6307/\u624B\u956F \u6BDB\u8863/\u536B\u8863 \u897F\u88C5/\u4E2D\u5C71\u88C5 \u65D7\u888D/\u6C49\u670D \u7761\u8863/\u6D74\u888D \u7C89\u5E95\u6DB2/\u9632\u6652\u971C
    \u5218\u6D77/\u8FAB\u5B50 \u624B\u8868/\u624B\u73AF \u725B\u4ED4\u88E4/\u8FD0\u52A8\u88E4 \u8FDE\u8863\u88D9/\u80CC\u5E26\u88E4 \u7EBD\u6263/\u62C9\u94FE \u53D1\u5939/\u76AE\u7B4B \u5047\u53D1/\u5047\u776B\u6BDB \u9762\u819C/\u9762\u971C \u88D9\u5B50/\u88E4\u5B50
  `,
  hard: `
    \u62D6\u978B/\u51C9\u978B \u94B1\u5305/\u5361\u5305 \u80CC\u5305/\u630E\u5305 \u7FBD\u7ED2\u670D/\u68C9\u8884 \u8FD0\u52A8\u978B/\u5E06\u5E03\u978B \u96EA\u5730\u9774/\u9A6C\u4E01\u9774 \u9886\u5E26/\u9886\u7ED3 \u624B\u94FE/\u624B\u956F \u7709\u7B14/\u773C\u7EBF\u7B14
    \u70EB\u53D1/\u67D3\u53D1 \u9A6C\u5C3E/\u4E38\u5B50\u5934 \u8033\u73AF/\u8033\u9489 \u9E2D\u820C\u5E3D/\u6E14\u592B\u5E3D \u9A6C\u7532/\u80CC\u5FC3 \u4E1D\u889C/\u6253\u5E95\u88E4
  `
};

// cloudfunctions/game/src/engine/words/categories/festival.ts
var FESTIVAL = {
  easy: `
    \u6625\u8282/\u4E2D\u79CB\u8282 \u751F\u65E5/\u5A5A\u793C \u513F\u7AE5\u8282/\u6559\u5E08\u8282 \u5723\u8BDE\u8001\u4EBA/\u8D22\u795E\u7237 \u6625\u8282/\u5723\u8BDE\u8282 \u5723\u8BDE\u6811/\u5357\u74DC\u706F \u4E2D\u56FD\u7ED3/\u9999\u56CA \u97AD\u70AE/\u6C14\u7403
    \u6625\u8054/\u7EA2\u5305 \u706F\u7B3C/\u8DEF\u706F \u626B\u5893/\u8E0F\u9752
  `,
  normal: `
    \u7AEF\u5348\u8282/\u5143\u5BB5\u8282 \u6E05\u660E\u8282/\u91CD\u9633\u8282 \u9664\u5915/\u5143\u65E6 \u5723\u8BDE\u8282/\u4E07\u5723\u8282 \u52B3\u52A8\u8282/\u56FD\u5E86\u8282 \u5A5A\u793C/\u6EE1\u6708\u9152 \u538B\u5C81\u94B1/\u96F6\u82B1\u94B1 \u706F\u7B3C/\u5B54\u660E\u706F
    \u5E99\u4F1A/\u96C6\u5E02 \u5E74\u591C\u996D/\u559C\u9152 \u62DC\u5E74/\u4E32\u95E8 \u731C\u706F\u8C1C/\u5BF9\u5BF9\u8054 \u526A\u7EB8/\u5E74\u753B \u751F\u8096/\u661F\u5EA7 \u559C\u7CD6/\u7EA2\u5305 \u5143\u5BB5\u8282/\u4E2D\u79CB\u8282 \u6625\u8FD0/\u9EC4\u91D1\u5468
    \u814A\u6708/\u6B63\u6708 \u8D4F\u6708/\u770B\u82B1\u706F \u751F\u65E5\u86CB\u7CD5/\u957F\u5BFF\u9762
  `,
  hard: `
    \u4E03\u5915/\u60C5\u4EBA\u8282#adult \u6625\u8054/\u798F\u5B57 \u97AD\u70AE/\u70DF\u82B1 \u821E\u9F99/\u821E\u72EE \u5B88\u5C81/\u71AC\u591C \u95E8\u795E/\u8D22\u795E
  `
};

// cloudfunctions/game/src/engine/words/categories/film-sport.ts
var FILM_SPORT = {
  easy: `
    \u62D4\u6CB3/\u8DF3\u7EF3 \u9493\u9C7C/\u9732\u8425 \u653E\u98CE\u7B5D/\u8E22\u6BFD\u5B50 \u8BDD\u5267/\u7535\u5F71 \u8DF3\u821E/\u5531\u6B4C \u6ED1\u96EA/\u51B2\u6D6A \u8DD1\u6B65/\u6E38\u6CF3 \u7BEE\u7403/\u897F\u74DC \u6E38\u6CF3/\u6D17\u6FA1
    \u9493\u9C7C/\u4E0B\u68CB \u8DB3\u7403/\u8E22\u6BFD\u5B50 \u8DF3\u6C34/\u8DF3\u4F1E \u9B54\u672F/\u53D8\u8138 \u8D5B\u8F66/\u8D5B\u9A6C
  `,
  normal: `
    \u8DB3\u7403/\u7BEE\u7403 \u7FBD\u6BDB\u7403/\u7F51\u7403 \u6B66\u4FA0\u7247/\u4ED9\u4FA0\u5267 \u52A8\u753B\u7247/\u7EAA\u5F55\u7247 \u559C\u5267\u7247/\u6050\u6016\u7247 \u6ED1\u96EA/\u6ED1\u51B0 \u62F3\u51FB/\u6454\u8DE4 \u56F4\u68CB/\u8C61\u68CB \u76F8\u58F0/\u5C0F\u54C1
    \u4EAC\u5267/\u8D8A\u5267#region \u9B54\u672F/\u6742\u6280 \u6F14\u5531\u4F1A/\u97F3\u4E50\u8282 \u4E3E\u91CD/\u5065\u8EAB \u53F0\u7403/\u4FDD\u9F84\u7403 \u51B2\u6D6A/\u6F5C\u6C34 \u8E66\u6781/\u8DF3\u4F1E \u6500\u5CA9/\u767B\u5C71
    \u6A44\u6984\u7403/\u68D2\u7403 \u91D1\u724C/\u5956\u676F \u7535\u89C6\u5267/\u7535\u5F71 \u79D1\u5E7B\u7247/\u9B54\u5E7B\u7247 \u5F39\u5E55/\u5B57\u5E55 \u4E52\u4E53\u7403/\u7FBD\u6BDB\u7403 \u592A\u6781\u62F3/\u5E7F\u573A\u821E \u8F6E\u6ED1/\u6ED1\u677F
    \u6B4C\u5267/\u4EAC\u5267 \u8131\u53E3\u79C0/\u76F8\u58F0 \u9AD8\u5C14\u592B/\u53F0\u7403 \u67D4\u9053/\u8DC6\u62F3\u9053 \u5BFC\u6F14/\u7F16\u5267 \u745C\u4F3D/\u592A\u6781\u62F3 \u4E3B\u89D2/\u914D\u89D2
  `,
  hard: `
    \u8DF3\u9AD8/\u8DF3\u8FDC \u5C04\u7BAD/\u5C04\u51FB \u51B0\u7403/\u66F2\u68CD\u7403 \u51FB\u5251/\u5251\u9053 \u9884\u544A\u7247/\u82B1\u7D6E \u82B1\u6837\u6ED1\u51B0/\u82B1\u6837\u6E38\u6CF3 \u8DF3\u68CB/\u4E94\u5B50\u68CB \u8DF3\u6C34/\u8E66\u5E8A
    \u76AE\u5F71\u620F/\u6728\u5076\u620F \u9A6C\u62C9\u677E/\u7ADE\u8D70
  `
};

// cloudfunctions/game/src/engine/words/categories/food.ts
var FOOD = {
  easy: `
    \u82F9\u679C/\u9999\u8549 \u897F\u74DC/\u8349\u8393 \u7C73\u996D/\u9762\u5305 \u9E21\u86CB/\u8C46\u8150 \u571F\u8C46/\u756A\u8304 \u997C\u5E72/\u86CB\u7CD5 \u706B\u9505/\u70E7\u70E4 \u6C49\u5821/\u62AB\u8428 \u8461\u8404/\u6A59\u5B50 \u9EC4\u74DC/\u8304\u5B50
    \u5DE7\u514B\u529B/\u68C9\u82B1\u7CD6 \u85AF\u6761/\u7206\u7C73\u82B1 \u7389\u7C73/\u5357\u74DC \u897F\u5170\u82B1/\u80E1\u841D\u535C \u5305\u5B50/\u6C49\u5821 \u9762\u6761/\u85AF\u6761 \u6708\u997C/\u62AB\u8428 \u7CD6\u846B\u82A6/\u70E4\u4E32
    \u81ED\u8C46\u8150/\u87BA\u86F3\u7C89 \u7CBD\u5B50/\u5BFF\u53F8 \u9999\u80A0/\u7389\u7C73 \u9E21\u86CB/\u4E52\u4E53\u7403
  `,
  normal: `
    \u997A\u5B50/\u5305\u5B50 \u9762\u6761/\u7C73\u7EBF \u9992\u5934/\u82B1\u5377 \u6CB9\u6761/\u714E\u997C \u6708\u997C/\u7CBD\u5B50 \u9999\u80A0/\u706B\u817F \u725B\u6392/\u732A\u6392 \u6D77\u5E26/\u7D2B\u83DC \u6A58\u5B50/\u67DA\u5B50 \u6843\u5B50/\u674E\u5B50
    \u8292\u679C/\u83E0\u841D \u69B4\u83B2/\u83E0\u841D\u871C \u767D\u83DC/\u751F\u83DC \u8FA3\u6912/\u82B1\u6912 \u5927\u849C/\u6D0B\u8471 \u51B0\u6DC7\u6DCB/\u51B0\u68CD \u5BFF\u53F8/\u996D\u56E2 \u70E4\u9E2D/\u70E7\u9E21 \u7092\u996D/\u76D6\u6D47\u996D
    \u86CB\u631E/\u6CE1\u8299 \u6625\u5377/\u9505\u8D34 \u82B1\u751F/\u74DC\u5B50 \u9171\u6CB9/\u918B \u767D\u7CD6/\u98DF\u76D0 \u9C7C\u4E38/\u867E\u6ED1 \u9C7F\u9C7C/\u7AE0\u9C7C \u4E09\u660E\u6CBB/\u70ED\u72D7 \u679C\u51BB/\u5E03\u4E01 \u9984\u9968/\u997A\u5B50
    \u9999\u83C7/\u6728\u8033 \u9E2D\u8116/\u9E21\u722A \u8702\u871C/\u7CD6\u6D46 \u9EBB\u82B1/\u6CB9\u6761 \u85AF\u7247/\u9505\u5DF4 \u76AE\u86CB/\u54B8\u9E2D\u86CB \u8089\u5939\u998D/\u714E\u997C\u679C\u5B50 \u814A\u80A0/\u57F9\u6839
    \u9C7C\u9999\u8089\u4E1D/\u5BAB\u4FDD\u9E21\u4E01 \u7EA2\u70E7\u8089/\u7CD6\u918B\u6392\u9AA8 \u9EBB\u8FA3\u70EB/\u5173\u4E1C\u716E \u6838\u6843/\u677F\u6817 \u7315\u7334\u6843/\u706B\u9F99\u679C \u82F9\u679C/\u68A8 \u5976\u916A/\u9EC4\u6CB9 \u53E3\u9999\u7CD6/\u68D2\u68D2\u7CD6
    \u65B9\u4FBF\u9762/\u6302\u9762 \u9178\u8FA3\u7C89/\u87BA\u86F3\u7C89 \u9E21\u817F/\u9E21\u7FC5
  `,
  hard: `
    \u8354\u679D/\u6842\u5706 \u67E0\u6AAC/\u9752\u67E0 \u6A31\u6843/\u5723\u5973\u679C \u51C9\u76AE/\u51C9\u9762 \u70E7\u5356/\u5C0F\u7B3C\u5305 \u7EA2\u85AF/\u828B\u5934 \u725B\u8089\u5E72/\u732A\u8089\u812F \u5E74\u7CD5/\u7CCD\u7C91#region
    \u6CB9\u997C/\u70E7\u997C \u54C8\u5BC6\u74DC/\u6728\u74DC \u86CB\u997C/\u624B\u6293\u997C \u9178\u83DC/\u6CE1\u83DC \u84DD\u8393/\u6851\u845A
  `
};

// cloudfunctions/game/src/engine/words/categories/geography.ts
var GEOGRAPHY = {
  easy: `
    \u5317\u4EAC/\u4E0A\u6D77 \u54C8\u5C14\u6EE8/\u4E09\u4E9A \u957F\u57CE/\u91D1\u5B57\u5854 \u5357\u6781/\u8D64\u9053 \u6D77\u5357/\u590F\u5A01\u5937 \u54C8\u5C14\u6EE8/\u51B0\u5C9B \u57C3\u53CA/\u897F\u5B89
  `,
  normal: `
    \u6CF0\u5C71/\u9EC4\u5C71 \u957F\u57CE/\u6545\u5BAB \u897F\u6E56/\u6D1E\u5EAD\u6E56 \u957F\u6C5F/\u9EC4\u6CB3 \u6842\u6797/\u5F20\u5BB6\u754C \u5175\u9A6C\u4FD1/\u83AB\u9AD8\u7A9F \u897F\u5B89/\u6D1B\u9633 \u53A6\u95E8/\u4E09\u4E9A
    \u57C3\u83F2\u5C14\u94C1\u5854/\u81EA\u7531\u5973\u795E\u50CF \u4E1C\u65B9\u660E\u73E0/\u5E7F\u5DDE\u5854 \u82F1\u56FD/\u6CD5\u56FD \u7F8E\u56FD/\u52A0\u62FF\u5927 \u6FB3\u5927\u5229\u4E9A/\u65B0\u897F\u5170 \u5DF4\u9ECE/\u4F26\u6566 \u5916\u6EE9/\u5357\u4EAC\u8DEF
    \u957F\u767D\u5C71/\u5CE8\u7709\u5C71 \u4E5D\u5BE8\u6C9F/\u5F20\u5BB6\u754C \u4FC4\u7F57\u65AF/\u52A0\u62FF\u5927 \u5357\u4EAC/\u6B66\u6C49 \u5357\u6781/\u5317\u6781 \u4E91\u5357/\u6D77\u5357 \u4E9A\u6D32/\u6B27\u6D32
  `,
  hard: `
    \u5E7F\u5DDE/\u6DF1\u5733 \u6210\u90FD/\u91CD\u5E86 \u676D\u5DDE/\u82CF\u5DDE \u9752\u5C9B/\u5927\u8FDE \u4E3D\u6C5F/\u5927\u7406 \u65E5\u672C/\u97E9\u56FD \u6CF0\u56FD/\u8D8A\u5357 \u592A\u5E73\u6D0B/\u5927\u897F\u6D0B \u4E4C\u9547/\u5468\u5E84
    \u9EC4\u5C71/\u534E\u5C71 \u6545\u5BAB/\u9890\u548C\u56ED \u9EC4\u9E64\u697C/\u5CB3\u9633\u697C \u65B0\u52A0\u5761/\u9A6C\u6765\u897F\u4E9A \u9890\u548C\u56ED/\u5706\u660E\u56ED
  `
};

// cloudfunctions/game/src/engine/words/categories/idiom.ts
var IDIOM = {
  easy: `
    \u96EA\u4E2D\u9001\u70AD/\u96EA\u4E0A\u52A0\u971C \u4E00\u5E06\u98CE\u987A/\u4E00\u6CE2\u4E09\u6298 \u672A\u96E8\u7EF8\u7F2A/\u4EA1\u7F8A\u8865\u7262 \u5938\u7236\u9010\u65E5/\u5AE6\u5A25\u5954\u6708
    \u5982\u9C7C\u5F97\u6C34/\u5982\u864E\u6DFB\u7FFC \u5973\u5A32\u8865\u5929/\u540E\u7FBF\u5C04\u65E5
  `,
  normal: `
    \u523B\u821F\u6C42\u5251/\u5B88\u682A\u5F85\u5154 \u9E21\u98DE\u72D7\u8DF3/\u4EBA\u4EF0\u9A6C\u7FFB \u62D4\u82D7\u52A9\u957F/\u5B88\u682A\u5F85\u5154 \u5367\u85AA\u5C1D\u80C6/\u95FB\u9E21\u8D77\u821E \u753B\u9F99\u70B9\u775B/\u9526\u4E0A\u6DFB\u82B1 \u53F6\u516C\u597D\u9F99/\u63A9\u8033\u76D7\u94C3
    \u611A\u516C\u79FB\u5C71/\u7CBE\u536B\u586B\u6D77 \u4E09\u987E\u8305\u5E90/\u8D1F\u8346\u8BF7\u7F6A \u60CA\u5F13\u4E4B\u9E1F/\u6F0F\u7F51\u4E4B\u9C7C
    \u76F2\u4EBA\u6478\u8C61/\u5750\u4E95\u89C2\u5929 \u676F\u6C34\u8F66\u85AA/\u87B3\u81C2\u5F53\u8F66 \u5BF9\u75C7\u4E0B\u836F/\u91CF\u4F53\u88C1\u8863 \u94C1\u6775\u78E8\u9488/\u6C34\u6EF4\u77F3\u7A7F
    \u60AC\u6881\u523A\u80A1/\u51FF\u58C1\u5077\u5149 \u6253\u8349\u60CA\u86C7/\u5F15\u86C7\u51FA\u6D1E \u629B\u7816\u5F15\u7389/\u6295\u77F3\u95EE\u8DEF \u91D1\u8749\u8131\u58F3/\u5077\u6881\u6362\u67F1
    \u501F\u5200\u6740\u4EBA/\u9694\u5CB8\u89C2\u706B \u5B8C\u74A7\u5F52\u8D75/\u8D1F\u8346\u8BF7\u7F6A
  `,
  hard: `
    \u6EE5\u7AFD\u5145\u6570/\u9C7C\u76EE\u6DF7\u73E0 \u676F\u5F13\u86C7\u5F71/\u8349\u6728\u7686\u5175 \u4E5D\u725B\u4E00\u6BDB/\u6CA7\u6D77\u4E00\u7C9F \u51FF\u58C1\u5077\u5149/\u56CA\u8424\u6620\u96EA
    \u72FC\u541E\u864E\u54BD/\u98CE\u5377\u6B8B\u4E91 \u671B\u6885\u6B62\u6E34/\u753B\u997C\u5145\u9965 \u7834\u91DC\u6C89\u821F/\u80CC\u6C34\u4E00\u6218 \u4E95\u5E95\u4E4B\u86D9/\u591C\u90CE\u81EA\u5927
    \u9ED4\u9A74\u6280\u7A77/\u6C5F\u90CE\u624D\u5C3D \u56DB\u9762\u695A\u6B4C/\u5341\u9762\u57CB\u4F0F \u753B\u86C7\u6DFB\u8DB3/\u72D7\u5C3E\u7EED\u8C82 \u87B3\u8782\u6355\u8749/\u9E6C\u868C\u76F8\u4E89
    \u72D0\u5047\u864E\u5A01/\u72D7\u4ED7\u4EBA\u52BF \u9F99\u98DE\u51E4\u821E/\u7B14\u8D70\u9F99\u86C7 \u864E\u53E3\u62D4\u7259/\u706B\u4E2D\u53D6\u6817 \u671D\u4E09\u66AE\u56DB/\u671D\u79E6\u66AE\u695A
    \u5357\u8F95\u5317\u8F99/\u7F18\u6728\u6C42\u9C7C \u4E1C\u65BD\u6548\u98A6/\u90AF\u90F8\u5B66\u6B65 \u56F4\u9B4F\u6551\u8D75/\u58F0\u4E1C\u51FB\u897F \u6D77\u5E02\u8703\u697C/\u7A7A\u4E2D\u697C\u9601 \u5BF9\u725B\u5F39\u7434/\u9E21\u540C\u9E2D\u8BB2
  `
};

// cloudfunctions/game/src/engine/words/categories/internet.ts
var INTERNET = {
  easy: `
    \u5403\u74DC/\u70B9\u8D5E \u5B66\u9738/\u5403\u8D27 \u8EBA\u5E73/\u5185\u5377 \u653E\u9E3D\u5B50/\u8FDF\u5230 \u996D\u642D\u5B50/\u540C\u684C \u5403\u571F/\u5E72\u996D
  `,
  normal: `
    \u5185\u5377/\u52A0\u73ED \u51E1\u5C14\u8D5B/\u70AB\u5BCC \u6760\u7CBE/\u952E\u76D8\u4FA0 \u4F5B\u7CFB/\u54B8\u9C7C \u76F4\u7537/\u6696\u7537 \u5B66\u9738/\u5377\u738B \u753B\u5927\u997C/\u6253\u9E21\u8840 \u7F51\u7EA2\u5E97/\u6253\u5361\u70B9 \u793E\u6050/\u5B85\u7537
    \u79CD\u8349/\u62D4\u8349 \u7834\u9632/\u6CEA\u76EE \u5410\u69FD/\u62AC\u6760 \u76F2\u76D2/\u62BD\u5361 \u5403\u571F/\u5241\u624B \u6478\u9C7C/\u52A0\u73ED \u663E\u773C\u5305/\u793E\u725B \u8FFD\u5267/\u8FFD\u661F \u5E26\u8D27/\u780D\u4EF7
    \u51E1\u5C14\u8D5B/\u4F4E\u8C03 \u840C\u65B0/\u5927\u4F6C \u793E\u6050/\u793E\u725B \u620F\u7CBE/\u6760\u7CBE \u7529\u9505/\u80CC\u9505 \u4E0A\u70ED\u641C/\u5237\u5C4F \u6BB5\u5B50/\u8868\u60C5\u5305
  `,
  hard: `
    \u8EBA\u5E73/\u6446\u70C2 \u6253\u5DE5\u4EBA/\u5E72\u996D\u4EBA \u5B98\u5BA3/\u5B9E\u9524 \u9AD8\u51B7/\u50B2\u5A07 \u5E72\u996D\u4EBA/\u5403\u8D27 \u7FFB\u8F66/\u584C\u623F \u4E91\u517B\u732B/\u4E91\u65C5\u6E38 \u5C2C\u804A/\u51B7\u573A \u5356\u840C/\u6492\u5A07
    \u5165\u5751/\u4E0A\u5934
  `
};

// cloudfunctions/game/src/engine/words/categories/job.ts
var JOB = {
  easy: `
    \u53A8\u5E08/\u533B\u751F \u8B66\u5BDF/\u6D88\u9632\u5458 \u53F8\u673A/\u5FEB\u9012\u5458 \u5B87\u822A\u5458/\u6F5C\u6C34\u5458 \u753B\u5BB6/\u6B4C\u624B \u7406\u53D1\u5E08/\u56ED\u4E01 \u6CD5\u5B98/\u88C1\u5224 \u9B54\u672F\u5E08/\u5C0F\u4E11 \u62A4\u58EB/\u7A7A\u4E58
    \u4FDD\u5B89/\u7A3B\u8349\u4EBA \u7259\u533B/\u4FEE\u8F66\u5DE5 \u517D\u533B/\u9972\u517B\u5458 \u53A8\u5E08/\u8425\u517B\u5E08 \u4FA6\u63A2/\u8BB0\u8005
  `,
  normal: `
    \u8B66\u5BDF/\u4FDD\u5B89 \u533B\u751F/\u62A4\u58EB \u53F8\u673A/\u98DE\u884C\u5458 \u6F14\u5458/\u6B4C\u624B \u4F5C\u5BB6/\u8BB0\u8005 \u5F8B\u5E08/\u6CD5\u5B98 \u6D88\u9632\u5458/\u6551\u751F\u5458 \u519C\u6C11/\u6E14\u6C11 \u753B\u5BB6/\u8BBE\u8BA1\u5E08
    \u7406\u53D1\u5E08/\u5316\u5986\u5E08 \u670D\u52A1\u5458/\u6536\u94F6\u5458 \u5BFC\u6E38/\u7A7A\u4E58 \u4E3B\u6301\u4EBA/\u4E3B\u64AD \u6728\u5320/\u94C1\u5320 \u8FD0\u52A8\u5458/\u6559\u7EC3 \u79D1\u5B66\u5BB6/\u53D1\u660E\u5BB6 \u8239\u957F/\u673A\u957F
    \u4FDD\u6D01\u5458/\u56ED\u4E01 \u821E\u8E48\u5BB6/\u6742\u6280\u6F14\u5458 \u8C03\u9152\u5E08/\u5496\u5561\u5E08#adult \u98DE\u884C\u5458/\u5B87\u822A\u5458 \u8003\u53E4\u5B66\u5BB6/\u63A2\u9669\u5BB6 \u7259\u533B/\u517D\u533B
    \u5EFA\u7B51\u5DE5\u4EBA/\u642C\u8FD0\u5DE5 \u94A2\u7434\u5BB6/\u5C0F\u63D0\u7434\u624B \u88C1\u7F1D/\u8BBE\u8BA1\u5E08 \u6536\u94F6\u5458/\u552E\u7968\u5458
  `,
  hard: `
    \u5FEB\u9012\u5458/\u5916\u5356\u5458 \u4F1A\u8BA1/\u51FA\u7EB3 \u836F\u5242\u5E08/\u5316\u9A8C\u5458 \u53E3\u8BD1/\u7B14\u8BD1 \u8001\u677F/\u5E97\u957F \u95E8\u536B/\u5BBF\u7BA1 \u7F16\u8F91/\u6821\u5BF9 \u4FDD\u80B2\u5458/\u5E7C\u5E08 \u90AE\u9012\u5458/\u9001\u62A5\u5458
    \u6444\u5F71\u5E08/\u6444\u50CF\u5E08 \u88C1\u5224/\u8BC4\u59D4
  `
};

// cloudfunctions/game/src/engine/words/categories/nature.ts
var NATURE = {
  easy: `
    \u6E29\u6CC9/\u51B0\u5C71 \u5317\u6781/\u6C99\u6F20 \u5927\u6D77/\u5929\u7A7A \u5F69\u8679/\u95EA\u7535 \u6C99\u5B50/\u77F3\u5934 \u68EE\u6797/\u8349\u539F \u4E0B\u96E8/\u522E\u98CE \u8D1D\u58F3/\u77F3\u5934 \u7011\u5E03/\u55B7\u6CC9 \u661F\u661F/\u8424\u706B\u866B
    \u96EA\u82B1/\u68C9\u82B1 \u4E91\u6735/\u68C9\u82B1\u7CD6 \u84B2\u516C\u82F1/\u964D\u843D\u4F1E \u592A\u9633/\u706F\u6CE1 \u51B0\u5757/\u94BB\u77F3 \u73CA\u745A/\u6D77\u8349 \u706B\u5C71/\u6E29\u6CC9
  `,
  normal: `
    \u6625\u5929/\u51AC\u5929 \u592A\u9633/\u6708\u4EAE \u4E0B\u96E8/\u4E0B\u96EA \u5F69\u8679/\u6781\u5149 \u95EA\u7535/\u96F7\u58F0 \u767D\u4E91/\u4E4C\u4E91 \u5C71\u5CF0/\u4E18\u9675 \u51B0\u5DDD/\u96EA\u5C71 \u65E5\u51FA/\u65E5\u843D \u9732\u6C34/\u971C
    \u51B0\u96F9/\u96EA\u82B1 \u67F3\u6811/\u6768\u6811 \u5411\u65E5\u8475/\u83CA\u82B1 \u4ED9\u4EBA\u638C/\u82A6\u835F \u5C0F\u8349/\u82D4\u85D3 \u94BB\u77F3/\u6C34\u6676 \u9EC4\u91D1/\u767D\u94F6 \u5730\u7403/\u6708\u7403 \u590F\u5929/\u79CB\u5929
    \u6E56\u6CCA/\u6C60\u5858 \u6885\u82B1/\u6842\u82B1
  `,
  hard: `
    \u73AB\u7470/\u6708\u5B63 \u6D41\u661F/\u5F57\u661F \u96FE/\u973E \u67AB\u53F6/\u94F6\u674F\u53F6 \u6843\u82B1/\u6A31\u82B1 \u661F\u661F/\u661F\u5EA7 \u6D77\u6D6A/\u6F6E\u6C34 \u8377\u82B1/\u7761\u83B2 \u677E\u6811/\u67CF\u6811 \u5C9B\u5C7F/\u534A\u5C9B
  `
};

// cloudfunctions/game/src/engine/words/categories/object.ts
var OBJECT = {
  easy: `
    \u82B1\u74F6/\u76F8\u6846 \u83DC\u5200/\u6C64\u9505 \u5439\u98CE\u673A/\u71A8\u6597 \u4F53\u91CD\u79E4/\u6E29\u5EA6\u8BA1 \u8721\u70DB/\u53F0\u706F \u955C\u5B50/\u68B3\u5B50 \u7259\u5237/\u6BDB\u5DFE \u53E3\u7F69/\u9762\u819C \u5B58\u94B1\u7F50/\u4FDD\u9669\u7BB1
    \u868A\u5E10/\u868A\u9999 \u95E8\u94C3/\u95E8\u9501 \u6247\u5B50/\u96E8\u4F1E \u8F6E\u80CE/\u6E38\u6CF3\u5708 \u6C14\u7403/\u6CE1\u6CE1 \u95F9\u949F/\u516C\u9E21 \u526A\u5200/\u8783\u87F9
  `,
  normal: `
    \u7259\u5237/\u7259\u818F \u96E8\u4F1E/\u96E8\u8863 \u88AB\u5B50/\u6BEF\u5B50 \u7B77\u5B50/\u52FA\u5B50 \u7897/\u76D8\u5B50 \u94A5\u5319/\u95E8\u5361 \u624B\u673A/\u5E73\u677F \u9065\u63A7\u5668/\u6E38\u620F\u624B\u67C4 \u526A\u5200/\u6307\u7532\u5200
    \u7535\u98CE\u6247/\u7A7A\u8C03 \u6D17\u8863\u673A/\u70D8\u5E72\u673A \u5FAE\u6CE2\u7089/\u70E4\u7BB1 \u7535\u996D\u7172/\u9AD8\u538B\u9505 \u7259\u7B7E/\u68C9\u7B7E \u80F6\u6C34/\u80F6\u5E26 \u62D6\u628A/\u626B\u5E1A \u7A97\u5E18/\u95E8\u5E18 \u8863\u67B6/\u6302\u94A9
    \u9999\u6C34/\u82B1\u9732\u6C34 \u63D2\u5EA7/\u63D2\u5934 \u8033\u673A/\u97F3\u7BB1 \u5145\u7535\u5668/\u6570\u636E\u7EBF \u6C99\u53D1/\u8EBA\u6905 \u6C34\u58F6/\u70ED\u6C34\u74F6 \u653E\u5927\u955C/\u671B\u8FDC\u955C \u8BA2\u4E66\u673A/\u56DE\u5F62\u9488
    \u8138\u76C6/\u6C34\u6876 \u9524\u5B50/\u94B3\u5B50 \u4FDD\u9C9C\u819C/\u9521\u7EB8 \u6D77\u7EF5/\u94A2\u4E1D\u7403 \u9505\u94F2/\u6C64\u52FA
  `,
  hard: `
    \u6BDB\u5DFE/\u6D74\u5DFE \u6795\u5934/\u62B1\u6795 \u51B0\u7BB1/\u51B0\u67DC \u80A5\u7682/\u6D17\u624B\u6DB2 \u6D17\u53D1\u6C34/\u6C90\u6D74\u9732 \u624B\u7535\u7B52/\u5934\u706F \u88AB\u5957/\u5E8A\u5355 \u95F9\u949F/\u6302\u949F \u4FDD\u6E29\u676F/\u70ED\u6C34\u74F6
    \u5783\u573E\u888B/\u4FDD\u9C9C\u888B \u6696\u5B9D\u5B9D/\u70ED\u6C34\u888B
  `
};

// cloudfunctions/game/src/engine/words/categories/office.ts
var OFFICE = {
  easy: `
    \u5E74\u4F1A/\u6625\u665A \u51FA\u5DEE/\u65C5\u6E38 \u5DE5\u8D44\u6761/\u6210\u7EE9\u5355 \u5DE5\u4F4D/\u8BFE\u684C \u540D\u7247/\u8EAB\u4EFD\u8BC1 \u5DE5\u4F5C\u8BC1/\u5B66\u751F\u8BC1 \u4E0B\u73ED/\u653E\u5B66
  `,
  normal: `
    \u5F00\u4F1A/\u57F9\u8BAD \u5B9E\u4E60\u751F/\u4E34\u65F6\u5DE5 \u9762\u8BD5/\u4F53\u68C0 \u7B80\u5386/\u540D\u7247 \u8F9E\u804C/\u9000\u4F11 \u5DE5\u8D44/\u5956\u91D1 \u56E2\u5EFA/\u5E74\u4F1A \u5DE5\u4F4D/\u4F1A\u8BAE\u5BA4 \u5DE5\u724C/\u95E8\u7981\u5361
    \u5408\u540C/\u53D1\u7968 \u62A5\u9500/\u53D1\u7968 \u5E7B\u706F\u7247/\u8868\u683C \u90AE\u4EF6/\u77ED\u4FE1 \u7532\u65B9/\u4E59\u65B9 \u8001\u677F/\u5458\u5DE5 \u524D\u53F0/\u79D8\u4E66 \u4EBA\u4E8B/\u8D22\u52A1 \u65E9\u9AD8\u5CF0/\u665A\u9AD8\u5CF0
    \u5916\u5356/\u76D2\u996D \u8F9E\u804C\u4FE1/\u8BF7\u5047\u6761 \u529E\u516C\u5BA4/\u4F1A\u8BAE\u5BA4 \u5DE5\u4F5C\u7FA4/\u5BB6\u65CF\u7FA4
  `,
  hard: `
    \u5468\u62A5/\u65E5\u62A5 \u8DF3\u69FD/\u8F9E\u804C \u5347\u804C/\u52A0\u85AA \u5E74\u5047/\u75C5\u5047 \u8C03\u4F11/\u8865\u73ED \u6253\u5370\u673A/\u590D\u5370\u673A \u7ECF\u7406/\u4E3B\u7BA1 \u8463\u4E8B\u957F/\u603B\u7ECF\u7406 \u79D8\u4E66/\u52A9\u7406
    \u8BD5\u7528\u671F/\u5B9E\u4E60\u671F \u8336\u6C34\u95F4/\u4F11\u606F\u5BA4
  `
};

// cloudfunctions/game/src/engine/words/categories/place.ts
var PLACE = {
  easy: `
    \u6D77\u5C9B/\u8349\u539F \u7267\u573A/\u6E14\u6E2F \u5E7C\u513F\u56ED/\u656C\u8001\u9662 \u6E38\u6CF3\u6C60/\u6ED1\u96EA\u573A \u6E38\u4E50\u56ED/\u52A8\u7269\u56ED \u82B1\u5E97/\u86CB\u7CD5\u5E97 \u533B\u9662/\u8B66\u5BDF\u5C40 \u83DC\u56ED/\u9C7C\u5858
    \u5E10\u7BF7/\u5C0F\u6728\u5C4B \u7535\u5F71\u9662/\u6559\u5BA4 \u53A8\u623F/\u5B9E\u9A8C\u5BA4 \u6E38\u6CF3\u6C60/\u6D74\u7F38 \u7406\u53D1\u5E97/\u5BA0\u7269\u5E97 \u94F6\u884C/\u90AE\u5C40 \u505C\u8F66\u573A/\u52A0\u6CB9\u7AD9 \u5929\u6587\u53F0/\u6C14\u8C61\u7AD9
  `,
  normal: `
    \u516C\u56ED/\u5E7F\u573A \u7535\u5F71\u9662/\u5267\u9662 \u9910\u5385/\u98DF\u5802 \u9152\u5E97/\u6C11\u5BBF \u535A\u7269\u9986/\u7F8E\u672F\u9986 \u5367\u5BA4/\u5BA2\u5385 \u9633\u53F0/\u5929\u53F0 \u5065\u8EAB\u623F/\u6E38\u6CF3\u9986 \u5546\u573A/\u6B65\u884C\u8857
    \u7406\u53D1\u5E97/\u7F8E\u5BB9\u9662 \u7F51\u5427/\u6E38\u620F\u5385#adult \u5496\u5561\u9986/\u8336\u9986 \u519C\u573A/\u679C\u56ED \u6D17\u624B\u95F4/\u6D74\u5BA4 \u5BBF\u820D/\u516C\u5BD3 \u6865/\u96A7\u9053 \u8B66\u5BDF\u5C40/\u6D88\u9632\u7AD9
    \u57CE\u5821/\u5BAB\u6BBF \u5730\u4E0B\u5BA4/\u9601\u697C \u7535\u68AF/\u697C\u68AF \u4E66\u5E97/\u62A5\u520A\u4EAD \u6D77\u6D0B\u9986/\u52A8\u7269\u56ED \u82B1\u56ED/\u82B1\u5E97 \u83DC\u5E02\u573A/\u8D85\u5E02 \u6FA1\u5802/\u6E38\u6CF3\u9986
    \u9152\u5427/\u5496\u5561\u9986#adult \u5C71\u6D1E/\u5730\u9053 \u4E66\u623F/\u53A8\u623F
  `,
  hard: `
    \u533B\u9662/\u8BCA\u6240 \u8D85\u5E02/\u4FBF\u5229\u5E97 \u56FE\u4E66\u9986/\u9605\u89C8\u5BA4 \u4F53\u80B2\u9986/\u4F53\u80B2\u573A \u53E4\u9547/\u8001\u8857 \u5E7C\u513F\u56ED/\u6258\u513F\u6240 \u86CB\u7CD5\u5E97/\u9762\u5305\u5E97
  `
};

// cloudfunctions/game/src/engine/words/categories/school.ts
var SCHOOL = {
  easy: `
    \u5E7F\u64AD\u7AD9/\u5C0F\u5356\u90E8 \u519B\u8BAD/\u6625\u6E38 \u5347\u65D7\u4EEA\u5F0F/\u773C\u4FDD\u5065\u64CD \u503C\u65E5\u751F/\u63D2\u73ED\u751F \u64CD\u573A/\u98DF\u5802 \u7EA2\u9886\u5DFE/\u6821\u5FBD \u6587\u5177\u76D2/\u996D\u76D2 \u9ED1\u677F/\u7535\u89C6
    \u94C5\u7B14/\u7B77\u5B50 \u4F5C\u4E1A/\u5BB6\u52A1 \u6821\u670D/\u5DE5\u4F5C\u670D \u5C3A\u5B50/\u79E4 \u5730\u7403\u4EEA/\u663E\u5FAE\u955C
  `,
  normal: `
    \u7C89\u7B14/\u9ED1\u677F \u94C5\u7B14/\u94A2\u7B14 \u6A61\u76AE/\u4FEE\u6B63\u5E26 \u4F5C\u4E1A/\u8BD5\u5377 \u73ED\u957F/\u8BFE\u4EE3\u8868 \u6821\u957F/\u73ED\u4E3B\u4EFB \u8BFE\u684C/\u8BB2\u53F0 \u5C3A\u5B50/\u5706\u89C4 \u6570\u5B66/\u7269\u7406
    \u8BED\u6587/\u82F1\u8BED \u5386\u53F2/\u5730\u7406 \u97F3\u4E50\u8BFE/\u7F8E\u672F\u8BFE \u4F53\u80B2\u8BFE/\u8BFE\u95F4\u64CD \u5BD2\u5047/\u6691\u5047 \u8FD0\u52A8\u4F1A/\u5F00\u5B66\u5178\u793C \u6BD5\u4E1A\u7167/\u8BC1\u4EF6\u7167 \u6559\u5BA4/\u5B9E\u9A8C\u5BA4
    \u540C\u684C/\u5BA4\u53CB \u7B14\u8BB0\u672C/\u8349\u7A3F\u7EB8 \u4F5C\u6587/\u65E5\u8BB0 \u8BFE\u672C/\u7EC3\u4E60\u518C \u5956\u72B6/\u8BC1\u4E66 \u665A\u81EA\u4E60/\u8865\u4E60\u73ED \u9003\u8BFE/\u8BF7\u5047 \u5BB6\u957F\u4F1A/\u73ED\u4F1A \u5C0F\u5B66/\u521D\u4E2D
    \u4E66\u5305/\u6587\u5177\u76D2 \u65E9\u8BFB/\u65E9\u64CD \u5F00\u5B66/\u6BD5\u4E1A
  `,
  hard: `
    \u671F\u4E2D\u8003\u8BD5/\u671F\u672B\u8003\u8BD5 \u9ED1\u677F\u64E6/\u62B9\u5E03 \u5316\u5B66/\u751F\u7269 \u5B66\u8D39/\u751F\u6D3B\u8D39 \u4E3E\u624B/\u8D77\u7ACB \u8BFE\u4EE3\u8868/\u7EC4\u957F \u9ED8\u5199/\u542C\u5199 \u6708\u8003/\u5468\u6D4B
  `
};

// cloudfunctions/game/src/engine/words/categories/screen.ts
var SCREEN = {
  easy: `
    \u6CF0\u5766\u5C3C\u514B\u53F7/\u6D77\u5E95\u603B\u52A8\u5458 \u529F\u592B\u718A\u732B/\u5C11\u6797\u8DB3\u7403 \u4F8F\u7F57\u7EAA\u516C\u56ED/\u75AF\u72C2\u52A8\u7269\u57CE \u5343\u4E0E\u5343\u5BFB/\u897F\u6E38\u8BB0 \u8FD8\u73E0\u683C\u683C/\u51B0\u96EA\u5947\u7F18
  `,
  normal: `
    \u897F\u6E38\u8BB0/\u5C01\u795E\u699C \u7EA2\u697C\u68A6/\u7504\u5B1B\u4F20 \u4E09\u56FD\u6F14\u4E49/\u6C34\u6D52\u4F20 \u6B66\u6797\u5916\u4F20/\u7231\u60C5\u516C\u5BD3 \u90FD\u633A\u597D/\u7236\u6BCD\u7231\u60C5 \u6B22\u4E50\u9882/\u5C0F\u6B22\u559C \u4EAE\u5251/\u6F5C\u4F0F
    \u72C2\u98D9/\u7E41\u82B1 \u6D41\u6D6A\u5730\u7403/\u661F\u7403\u5927\u6218 \u5510\u4EBA\u8857\u63A2\u6848/\u540D\u4FA6\u63A2\u67EF\u5357 \u897F\u8679\u5E02\u9996\u5BCC/\u590F\u6D1B\u7279\u70E6\u607C \u8BA9\u5B50\u5F39\u98DE/\u75AF\u72C2\u7684\u77F3\u5934 \u5927\u8BDD\u897F\u6E38/\u5C11\u6797\u8DB3\u7403
    \u9738\u738B\u522B\u59EC/\u5367\u864E\u85CF\u9F99 \u963F\u51E1\u8FBE/\u53D8\u5F62\u91D1\u521A \u590D\u4EC7\u8005\u8054\u76DF/\u661F\u7403\u5927\u6218 \u54C8\u5229\u6CE2\u7279/\u6307\u73AF\u738B \u51B0\u96EA\u5947\u7F18/\u72EE\u5B50\u738B \u72EE\u5B50\u738B/\u529F\u592B\u718A\u732B
    \u75AF\u72C2\u52A8\u7269\u57CE/\u5BFB\u68A6\u73AF\u6E38\u8BB0 \u73A9\u5177\u603B\u52A8\u5458/\u6D77\u5E95\u603B\u52A8\u5458 \u4EBA\u4E16\u95F4/\u7236\u6BCD\u7231\u60C5 \u5954\u8DD1\u5427\u5144\u5F1F/\u6781\u9650\u6311\u6218 \u7238\u7238\u53BB\u54EA\u513F/\u5954\u8DD1\u5427\u5144\u5F1F
    \u5B9D\u83B2\u706F/\u5927\u95F9\u5929\u5BAB
  `,
  hard: `
    \u5C04\u96D5\u82F1\u96C4\u4F20/\u795E\u96D5\u4FA0\u4FA3 \u5929\u9F99\u516B\u90E8/\u7B11\u50B2\u6C5F\u6E56 \u7405\u740A\u699C/\u5E86\u4F59\u5E74 \u5BB6\u6709\u513F\u5973/\u6211\u7231\u6211\u5BB6 \u4F60\u597D\u674E\u7115\u82F1/\u590F\u6D1B\u7279\u70E6\u607C \u9E7F\u9F0E\u8BB0/\u5929\u9F99\u516B\u90E8
    \u7504\u5B1B\u4F20/\u5982\u61FF\u4F20 \u5FEB\u4E50\u5927\u672C\u8425/\u5929\u5929\u5411\u4E0A \u52A8\u7269\u4E16\u754C/\u4EBA\u4E0E\u81EA\u7136 \u4E2D\u56FD\u597D\u58F0\u97F3/\u6211\u662F\u6B4C\u624B \u5927\u95F9\u5929\u5BAB/\u54EA\u5412\u95F9\u6D77
  `
};

// cloudfunctions/game/src/engine/words/categories/song.ts
var SONG = {
  easy: `
    \u5C0F\u82F9\u679C/\u83CA\u82B1\u53F0 \u7A3B\u9999/\u8309\u8389\u82B1 \u53CC\u622A\u68CD/\u597D\u6C49\u6B4C
  `,
  normal: `
    \u751F\u65E5\u5FEB\u4E50/\u65B0\u5E74\u597D \u6210\u90FD/\u6C5F\u5357 \u7AE5\u8BDD/\u5C0F\u5E78\u8FD0 \u5B64\u52C7\u8005/\u5C11\u5E74 \u8D77\u98CE\u4E86/\u5E73\u51E1\u4E4B\u8DEF \u771F\u7684\u7231\u4F60/\u9C81\u51B0\u82B1 \u5014\u5F3A/\u5B64\u52C7\u8005
    \u5C0F\u71D5\u5B50/\u4E24\u53EA\u8001\u864E \u96BE\u5FD8\u4ECA\u5BB5/\u597D\u65E5\u5B50 \u5E38\u56DE\u5BB6\u770B\u770B/\u96BE\u5FD8\u4ECA\u5BB5 \u5B66\u732B\u53EB/\u5C0F\u82F9\u679C \u5361\u8DEF\u91CC/\u5B66\u732B\u53EB \u8309\u8389\u82B1/\u597D\u6C49\u6B4C
    \u5957\u9A6C\u6746/\u8377\u5858\u6708\u8272 \u6C5F\u5357/\u9752\u82B1\u74F7 \u627E\u670B\u53CB/\u62D4\u841D\u535C \u5356\u62A5\u6B4C/\u62D4\u841D\u535C \u84DD\u7CBE\u7075/\u846B\u82A6\u5A03 \u94C3\u513F\u54CD\u53EE\u5F53/\u751F\u65E5\u5FEB\u4E50 \u5927\u9C7C/\u8D77\u98CE\u4E86
    \u9001\u522B/\u670B\u53CB \u5C0F\u661F\u661F/\u5C0F\u71D5\u5B50
  `,
  hard: `
    \u540E\u6765/\u5341\u5E74 \u6D77\u9614\u5929\u7A7A/\u5149\u8F89\u5C81\u6708 \u540C\u684C\u7684\u4F60/\u6800\u5B50\u82B1\u5F00 \u9690\u5F62\u7684\u7FC5\u8180/\u6700\u521D\u7684\u68A6\u60F3 \u4E24\u53EA\u8001\u864E/\u5C0F\u5154\u5B50\u4E56\u4E56 \u65B0\u5E74\u597D/\u606D\u559C\u53D1\u8D22
    \u751C\u871C\u871C/\u5C0F\u57CE\u6545\u4E8B \u9752\u82B1\u74F7/\u83CA\u82B1\u53F0 \u4E03\u91CC\u9999/\u6674\u5929 \u8377\u5858\u6708\u8272/\u6708\u4EAE\u4E4B\u4E0A \u6F14\u5458/\u4E11\u516B\u602A \u5341\u5E74/\u6D6E\u5938 \u90A3\u4E9B\u5E74/\u5C0F\u5E78\u8FD0
    \u542C\u5988\u5988\u7684\u8BDD/\u771F\u7684\u7231\u4F60 \u6CA7\u6D77\u4E00\u58F0\u7B11/\u7537\u513F\u5F53\u81EA\u5F3A
  `
};

// cloudfunctions/game/src/engine/words/categories/transport.ts
var TRANSPORT = {
  easy: `
    \u98DE\u673A/\u706B\u8F66 \u5730\u94C1/\u51FA\u79DF\u8F66 \u8F6E\u8239/\u706B\u8F66 \u81EA\u884C\u8F66/\u6C7D\u8F66 \u70ED\u6C14\u7403/\u964D\u843D\u4F1E \u7EA2\u7EFF\u706F/\u8DEF\u706F \u7F06\u8F66/\u6469\u5929\u8F6E \u7EA2\u7EFF\u706F/\u6591\u9A6C\u7EBF
    \u5B89\u5168\u5E26/\u5B89\u5168\u5E3D \u5E06\u8239/\u98CE\u7B5D \u5BFC\u822A/\u6307\u5357\u9488 \u6F5C\u6C34\u8247/\u9CB8\u9C7C \u9A7E\u7167/\u8F66\u724C \u6536\u8D39\u7AD9/\u68C0\u7968\u53E3
  `,
  normal: `
    \u81EA\u884C\u8F66/\u7535\u52A8\u8F66 \u516C\u4EA4\u8F66/\u5730\u94C1 \u6551\u62A4\u8F66/\u6D88\u9632\u8F66 \u6D12\u6C34\u8F66/\u5783\u573E\u8F66 \u6316\u6398\u673A/\u63A8\u571F\u673A \u76F4\u5347\u673A/\u65E0\u4EBA\u673A \u5E06\u8239/\u76AE\u5212\u8247 \u5929\u6865/\u6591\u9A6C\u7EBF
    \u52A0\u6CB9\u7AD9/\u5145\u7535\u6869 \u5BFC\u822A/\u5730\u56FE \u5929\u6865/\u5730\u4E0B\u901A\u9053 \u884C\u674E\u7BB1/\u53CC\u80A9\u5305 \u6F5C\u6C34\u8247/\u8F6E\u8239 \u706B\u7BAD/\u536B\u661F \u4E09\u8F6E\u8F66/\u62D6\u62C9\u673A \u9762\u5305\u8F66/\u5C0F\u8F7F\u8F66
    \u505C\u8F66\u4F4D/\u8F66\u5E93 \u81EA\u9A7E\u6E38/\u8DDF\u56E2\u6E38 \u5239\u8F66/\u6CB9\u95E8
  `,
  hard: `
    \u9AD8\u94C1/\u52A8\u8F66 \u6469\u6258\u8F66/\u7535\u52A8\u8F66 \u7F51\u7EA6\u8F66/\u51FA\u79DF\u8F66 \u5934\u76D4/\u5B89\u5168\u5E3D \u6ED1\u677F\u8F66/\u5E73\u8861\u8F66 \u7535\u68AF/\u6276\u68AF \u6655\u8F66/\u6655\u8239 \u7B7E\u8BC1/\u62A4\u7167 \u5367\u94FA/\u786C\u5EA7
    \u5FEB\u8247/\u6E38\u8247
  `
};

// cloudfunctions/game/src/engine/words/categories/index.ts
var CATEGORY_PAIRS = {
  food: FOOD,
  drink: DRINK,
  animal: ANIMAL,
  object: OBJECT,
  place: PLACE,
  job: JOB,
  "film-sport": FILM_SPORT,
  nature: NATURE,
  body: BODY,
  school: SCHOOL,
  transport: TRANSPORT,
  fashion: FASHION,
  festival: FESTIVAL,
  digital: DIGITAL,
  family: FAMILY,
  geography: GEOGRAPHY,
  classics: CLASSICS,
  idiom: IDIOM,
  celebrity: CELEBRITY,
  internet: INTERNET,
  brand: BRAND,
  "anime-game": ANIME_GAME,
  childhood: CHILDHOOD,
  screen: SCREEN,
  song: SONG,
  office: OFFICE,
  couple: COUPLE
};

// cloudfunctions/game/src/engine/words/source.ts
function categorySources(entries, pairs) {
  const listed = new Set(entries.map((c) => c.id));
  const stray = Object.keys(pairs).find((id) => !listed.has(id));
  if (stray !== void 0) throw new Error(`word bank: pairs of "${stray}", a category the catalog does not list`);
  return entries.map((c) => {
    if (!Object.prototype.hasOwnProperty.call(pairs, c.id)) throw new Error(`word bank: no pairs for the category "${c.id}"`);
    return { ...c, pairs: pairs[c.id] };
  });
}

// cloudfunctions/game/src/engine/words/pairs.ts
var WORD_DIFFICULTIES = Object.freeze(["easy", "normal", "hard"]);
var WORD_FLAGS = Object.freeze(["adult", "brand", "region", "trend"]);
function readPairs(written) {
  return buildPairs(categorySources(CATEGORY_ENTRIES, written));
}
function buildPairs(source) {
  const out = [];
  for (const cat of source) {
    for (const difficulty of WORD_DIFFICULTIES) {
      for (const token of cat.pairs[difficulty].split(/\s+/)) {
        if (token === "") continue;
        const where = `"${token}" in ${cat.id}/${difficulty}`;
        const [words, ...marks] = token.split("#");
        const parts = words.split("/");
        if (parts.length !== 2 || parts[0] === "" || parts[1] === "") throw new Error(`word bank: malformed pair ${where}`);
        const [first2, second] = parts;
        const flags = Object.freeze([...cat.flags ?? [], ...marks.map((mark) => readFlag(mark, cat.flags ?? [], where))]);
        if (new Set(flags).size !== flags.length) throw new Error(`word bank: a flag written twice ${where}`);
        out.push(Object.freeze({ id: `${first2}-${second}`, first: first2, second, category: cat.id, difficulty, flags }));
      }
    }
  }
  return Object.freeze(out);
}
function readFlag(mark, categoryFlags, where) {
  const flag = WORD_FLAGS.find((f) => f === mark);
  if (flag === void 0) throw new Error(`word bank: unknown flag "#${mark}" ${where}`);
  if (categoryFlags.includes(flag)) throw new Error(`word bank: "#${mark}" is already on the whole category ${where}`);
  return flag;
}

// cloudfunctions/game/src/engine/words/bank.ts
var WORD_PAIRS = readPairs(CATEGORY_PAIRS);

// cloudfunctions/game/src/random.ts
var import_node_crypto = require("node:crypto");
var cryptoRng = { int: (n) => (0, import_node_crypto.randomInt)(n) };
function newRequestId() {
  return (0, import_node_crypto.randomBytes)(6).toString("hex");
}

// cloudfunctions/game/src/rate-limit.ts
var DEFAULT_LIMITS = { callsPerMinute: 120, failedLookupsPerMinute: 10 };
var WINDOW_MS = 6e4;
var JUDGE_ALLOWANCE = 10;
var JUDGE_ACTIONS = ["judgeView", "act", "undo", "redeal", "closeRoom", "redrawWords", "handOver"];
var LIMITED = { ok: false, error: { code: "RATE_LIMITED", message: "\u64CD\u4F5C\u592A\u9891\u7E41\u4E86\uFF0C\u8BF7\u7A0D\u7B49\u4E00\u5206\u949F\u518D\u8BD5" } };
function rateLimiter(limits) {
  if (limits.callsPerMinute <= 0) return (handler2) => handler2;
  let windowStart = 0;
  let calls = /* @__PURE__ */ new Map();
  let judgeCalls = /* @__PURE__ */ new Map();
  let failedLookups = /* @__PURE__ */ new Map();
  const bump = (counter, key) => counter.set(key, (counter.get(key) ?? 0) + 1);
  return (handler2) => async (openid, body) => {
    const now = limits.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      calls = /* @__PURE__ */ new Map();
      judgeCalls = /* @__PURE__ */ new Map();
      failedLookups = /* @__PURE__ */ new Map();
    }
    if (typeof openid !== "string") return handler2(openid, body);
    const action = body?.action;
    const judging = JUDGE_ACTIONS.some((a) => a === action);
    const spent = (calls.get(openid) ?? 0) >= limits.callsPerMinute || judging && (judgeCalls.get(openid) ?? 0) >= limits.callsPerMinute * JUDGE_ALLOWANCE || (failedLookups.get(openid) ?? 0) >= limits.failedLookupsPerMinute;
    if (spent) return LIMITED;
    const answer = await handler2(openid, body);
    bump(judging && answer.ok ? judgeCalls : calls, openid);
    if (!answer.ok && (answer.error.code === "ROOM_NOT_FOUND" || answer.error.code === "CIRCLE_NOT_FOUND")) bump(failedLookups, openid);
    return answer;
  };
}

// cloudfunctions/game/src/store/sqlite-file.ts
var import_better_sqlite3 = __toESM(require("better-sqlite3"));
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function openSqlite(file, exclusive) {
  if (file !== ":memory:") (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(file), { recursive: true });
  const db = new import_better_sqlite3.default(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  if (exclusive) db.pragma("locking_mode = EXCLUSIVE");
  return db;
}

// cloudfunctions/game/src/store/freeze.ts
function deepFreeze(value) {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

// cloudfunctions/game/src/store/sqlite.ts
var CACHED_ROOMS = 500;
function sqliteStore(file) {
  const db = openSqlite(file, true);
  db.exec(`CREATE TABLE IF NOT EXISTS rooms (
    room_no TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    doc TEXT NOT NULL
  )`);
  const insert = db.prepare("INSERT OR IGNORE INTO rooms (room_no, version, updated_at, doc) VALUES (?, 1, ?, ?)");
  const select = db.prepare("SELECT version, doc FROM rooms WHERE room_no = ?");
  const swap = db.prepare("UPDATE rooms SET version = version + 1, updated_at = ?, doc = ? WHERE room_no = ? AND version = ?");
  const remove = db.prepare("DELETE FROM rooms WHERE room_no = ?");
  const expire = db.prepare("DELETE FROM rooms WHERE updated_at < ?");
  const cache = /* @__PURE__ */ new Map();
  const remember = (roomNo, stored) => {
    cache.delete(roomNo);
    cache.set(roomNo, { room: deepFreeze(stored.room), version: stored.version });
    if (cache.size > CACHED_ROOMS) cache.delete(cache.keys().next().value ?? roomNo);
    return stored;
  };
  return {
    async create(room) {
      const created = insert.run(room.roomNo, room.updatedAt, JSON.stringify(room)).changes === 1;
      if (created) remember(room.roomNo, { room, version: 1 });
      return created;
    },
    async get(roomNo) {
      const cached = cache.get(roomNo);
      if (cached) return cached;
      const row = select.get(roomNo);
      if (!row) return null;
      return remember(roomNo, { room: JSON.parse(row.doc), version: row.version });
    },
    async update(roomNo, expectedVersion, room) {
      const swapped2 = swap.run(room.updatedAt, JSON.stringify(room), roomNo, expectedVersion).changes === 1;
      if (swapped2) remember(roomNo, { room, version: expectedVersion + 1 });
      return swapped2;
    },
    async delete(roomNo) {
      remove.run(roomNo);
      cache.delete(roomNo);
    },
    async deleteExpired(updatedBefore) {
      cache.clear();
      return expire.run(updatedBefore).changes;
    },
    close() {
      db.close();
    }
  };
}

// cloudfunctions/game/src/store/word-stats-sqlite.ts
var WORD_STATS_FILE = "word-stats.db";
var columns = WORD_COUNTS.map((c) => `"${c}"`);
function sqliteWordStats(file) {
  const db = openSqlite(file, false);
  db.exec(`CREATE TABLE IF NOT EXISTS word_stats (
    pair_id TEXT PRIMARY KEY,
    ${columns.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`).join(",\n    ")}
  )`);
  const upsert = db.prepare(`INSERT INTO word_stats (pair_id, ${columns.join(", ")})
    VALUES (?, ${columns.map(() => "?").join(", ")})
    ON CONFLICT(pair_id) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`);
  const select = db.prepare('SELECT * FROM word_stats WHERE "ratings" >= ?');
  return {
    async add(pairId, delta) {
      upsert.run(pairId, ...WORD_COUNTS.map((c) => delta[c] ?? 0));
    },
    async rated(minRatings) {
      return select.all(minRatings).map(statOfRow);
    },
    close() {
      db.close();
    }
  };
}
function statOfRow(row) {
  const stat = { pairId: String(row.pair_id) };
  for (const c of WORD_COUNTS) stat[c] = Number(row[c]);
  return stat;
}

// cloudfunctions/game/src/local/long-poll.ts
var WAIT_MS = 25e3;
var WAITS_PER_CALLER = 4;
var LIMITED2 = { ok: false, error: { code: "RATE_LIMITED", message: "\u540C\u65F6\u7B49\u5F85\u7684\u8FDE\u63A5\u592A\u591A\u4E86\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" } };
function afterParam(query) {
  const after = query.get("after");
  if (after === null || after === "") return void 0;
  if (!/^[0-9]{1,15}$/.test(after)) throw badRequest("after \u987B\u4E3A\u975E\u8D1F\u6574\u6570");
  return Number(after);
}
function longPoll({ read, readSeat, logError, waitMs = WAIT_MS, waitsPerCaller = WAITS_PER_CALLER }) {
  const failure = (error) => {
    if (error instanceof GameError) return { ok: false, error: { code: error.code, message: error.message } };
    logError(error);
    return { ok: false, error: { code: "INTERNAL", message: "\u670D\u52A1\u5668\u51FA\u9519\u4E86\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" } };
  };
  const rooms = /* @__PURE__ */ new Map();
  const perCaller = /* @__PURE__ */ new Map();
  let closed2 = false;
  const add = (w) => {
    const set = rooms.get(w.channel) ?? /* @__PURE__ */ new Set();
    set.add(w);
    rooms.set(w.channel, set);
    perCaller.set(w.caller, (perCaller.get(w.caller) ?? 0) + 1);
  };
  const drop = (w) => {
    const set = rooms.get(w.channel);
    if (!set?.delete(w)) return;
    if (set.size === 0) rooms.delete(w.channel);
    const open = (perCaller.get(w.caller) ?? 1) - 1;
    if (open > 0) perCaller.set(w.caller, open);
    else perCaller.delete(w.caller);
  };
  const waitersOf = (channel) => [...rooms.get(channel) ?? []];
  const isOpen = (w) => rooms.get(w.channel)?.has(w) ?? false;
  return {
    async publish(roomNo, signal) {
      const answer = { ok: true, data: signal };
      for (const w of waitersOf(roomNo)) if (signal.v > w.after) w.answer(answer);
    },
    async publishSeat(roomNo, seat, { openid, expiresAt: _expiresAt, ...signal }) {
      for (const w of waitersOf(`${roomNo}:${seat}`)) {
        if (w.caller !== openid) w.answer({ ok: false, error: { code: "NOT_IN_ROOM", message: `\u4F60\u4E0D\u662F ${seat} \u53F7\u5EA7\u4F4D\u7684\u73A9\u5BB6` } });
        else if (signal.v > w.after) w.answer({ ok: true, data: signal });
      }
    },
    listens: (channel) => rooms.has(channel),
    async remove(roomNo) {
      const channels = [...rooms.keys()].filter((c) => c === roomNo || c.startsWith(`${roomNo}:`));
      for (const w of channels.flatMap(waitersOf)) w.answer({ ok: false, error: { code: "ROOM_NOT_FOUND", message: `\u623F\u95F4 ${roomNo} \u4E0D\u5B58\u5728\u6216\u5DF2\u5173\u95ED` } });
    },
    wait(openid, query, gone) {
      let caller;
      let roomNo;
      let after;
      let seat;
      try {
        caller = parseCaller(openid);
        roomNo = roomNoParam({ roomNo: query.get("roomNo") ?? void 0 });
        after = afterParam(query);
        seat = seatParam({ seat: query.has("seat") ? Number(query.get("seat")) : void 0 });
        if (seat !== void 0 && !readSeat) throw badRequest("\u8FD9\u4E2A\u670D\u52A1\u5668\u6CA1\u6709\u5EA7\u4F4D\u4FE1\u53F7");
      } catch (error) {
        return Promise.resolve(failure(error));
      }
      const channel = seat === void 0 ? roomNo : `${roomNo}:${seat}`;
      const reader = () => seat === void 0 ? read(roomNo) : readSeat(roomNo, seat, caller);
      if (after === void 0 || closed2) return reader().then((data) => ({ ok: true, data }), failure);
      if (gone.aborted) return Promise.reject(new Error("the client went away"));
      if ((perCaller.get(caller) ?? 0) >= waitsPerCaller) return Promise.resolve(LIMITED2);
      const since = after;
      return new Promise((resolve2, reject) => {
        let timer;
        const end = () => {
          drop(waiter);
          clearTimeout(timer);
          gone.removeEventListener("abort", onGone);
        };
        const waiter = {
          caller,
          channel,
          after: since,
          held: null,
          answer(result) {
            if (!isOpen(waiter)) return;
            end();
            resolve2(result);
          }
        };
        const onGone = () => {
          if (!isOpen(waiter)) return;
          end();
          reject(new Error("the client went away"));
        };
        add(waiter);
        gone.addEventListener("abort", onGone);
        reader().then((signal) => {
          if (signal.v > since) waiter.answer({ ok: true, data: signal });
          if (!isOpen(waiter)) return;
          waiter.held = signal;
          timer = setTimeout(() => reader().then((now) => waiter.answer({ ok: true, data: now }), (error) => waiter.answer(failure(error))), waitMs);
        }, (error) => waiter.answer(failure(error)));
      });
    },
    close() {
      closed2 = true;
      for (const set of [...rooms.values()]) {
        for (const w of [...set]) {
          w.answer(w.held ? { ok: true, data: w.held } : { ok: false, error: { code: "INTERNAL", message: "\u670D\u52A1\u5668\u6B63\u5728\u5173\u95ED\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" } });
        }
      }
    },
    openWaits() {
      let count2 = 0;
      for (const set of rooms.values()) count2 += set.size;
      return count2;
    }
  };
}

// cloudfunctions/circle/src/csv.ts
var HEADER = ["\u8D5B\u5B63", "\u7ED3\u675F\u65F6\u95F4", "\u623F\u95F4\u53F7", "\u6E38\u620F", "\u677F\u5B50", "\u65F6\u957F\uFF08\u79D2\uFF09", "\u80DC\u65B9", "\u5EA7\u4F4D", "\u73A9\u5BB6", "\u6E38\u5BA2", "\u8EAB\u4EFD", "\u9635\u8425", "\u5B58\u6D3B\u5230\u6700\u540E", "\u80DC\u8D1F", "\u51FA\u5C40\u539F\u56E0", "\u8B66\u957F"];
var BOM = "\uFEFF";
function field(value) {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
var chinaTime = (at) => new Date(at + 8 * 3600 * 1e3).toISOString().slice(0, 16).replace("T", " ");
function gamesCsv(games2) {
  const rows = games2.flatMap((g) => g.seats.map((s) => [
    g.season,
    chinaTime(g.endedAt),
    g.roomNo,
    g.gameName,
    g.boardName,
    g.durationSec,
    g.winnerName,
    s.seat,
    s.nickname,
    s.guest ? "\u662F" : "",
    s.roleName,
    s.campName,
    s.aliveAtEnd ? "\u662F" : "\u5426",
    s.won ? "\u80DC" : "\u8D1F",
    s.fate ?? "",
    s.sheriff ? "\u662F" : ""
  ]));
  return BOM + [HEADER, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

// cloudfunctions/circle/src/ratings.ts
var { ordinal, rate, rating } = require_dist2();
var shownRating = (skill) => Math.round(ordinal(skill ?? rating()) * 100) / 100;
function rateGame(game, before2) {
  const camps = [...new Set(game.seats.map((s) => s.camp))];
  if (camps.length < 2) {
    return new Map(game.seats.flatMap((s) => s.memberId !== void 0 ? [[s.memberId, before2(s.memberId) ?? rating()]] : []));
  }
  const teams = camps.map((camp) => game.seats.filter((s) => s.camp === camp));
  const rated = rate(
    teams.map((seats) => seats.map((s) => (s.memberId !== void 0 ? before2(s.memberId) : void 0) ?? rating())),
    { rank: teams.map((seats) => seats.some((s) => s.won) ? 1 : 2) }
  );
  const after = /* @__PURE__ */ new Map();
  teams.forEach((seats, t) => seats.forEach((s, i) => {
    if (s.memberId !== void 0) after.set(s.memberId, { mu: rated[t][i].mu, sigma: rated[t][i].sigma });
  }));
  return after;
}

// cloudfunctions/circle/src/figures.ts
var PARTNER_GAMES = 3;
var rate2 = (wins, games2) => games2 > 0 ? wins / games2 : 0;
var average = (sum, games2) => games2 > 0 ? Math.round(sum / games2) : 0;
function defaultKind(totals) {
  return GAME_KINDS.reduce((best, kind) => (totals.kinds[kind] ?? 0) > (totals.kinds[best] ?? 0) ? kind : best, GAME_KINDS[0]);
}
function seasonTable(circle, totals, kind) {
  return circle.members.map((m) => {
    const figures = totals.players[m.memberId]?.kinds[kind];
    const games2 = figures?.games ?? 0;
    const wins = figures?.wins ?? 0;
    return {
      memberId: m.memberId,
      nickname: m.nickname,
      rating: shownRating(figures),
      provisional: games2 < PROVISIONAL_GAMES,
      games: games2,
      wins,
      winRate: rate2(wins, games2)
    };
  }).sort((a, b) => Number(b.games > 0) - Number(a.games > 0) || b.rating - a.rating || b.games - a.games || a.nickname.localeCompare(b.nickname));
}
function boardsOf(totals) {
  return Object.values(totals.boards).sort((a, b) => b.games - a.games || a.boardName.localeCompare(b.boardName)).map((b) => ({
    game: b.game,
    board: b.board,
    boardName: b.boardName,
    games: b.games,
    averageSec: average(b.durationSec, b.games),
    camps: Object.entries(b.campWins).map(([camp, wins]) => ({ camp, campName: b.campNames[camp] ?? camp, wins, winRate: rate2(wins, b.games) }))
  }));
}
function circleFigures(circle, totals, kind, me) {
  return {
    circleId: circle.circleId,
    name: circle.name,
    code: circle.code,
    season: totals.season,
    seasons: circle.seasons,
    kind,
    kinds: totals.kinds,
    table: seasonTable(circle, totals, kind),
    boards: boardsOf(totals),
    recent: totals.recent,
    games: totals.games,
    averageSec: average(totals.durationSec, totals.games),
    roles: Object.values(totals.roles).sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)).slice(0, 10).map((r) => ({ game: r.game, role: r.id, roleName: r.name, games: r.games })),
    me
  };
}
var tallies = (all) => Object.values(all).sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)).map((t) => ({ game: t.game, id: t.id, name: t.name, games: t.games, wins: t.wins, winRate: rate2(t.wins, t.games) }));
function playerFigures(circle, totals, memberId, nickname) {
  const p = totals.players[memberId];
  const nameOf = (id) => circle.members.find((m) => m.memberId === id)?.nickname ?? totals.players[id]?.nickname ?? id;
  const partner = Object.entries(p?.mates ?? {}).filter(([, t]) => t.games >= PARTNER_GAMES).sort(([a, x], [b, y]) => y.wins - x.wins || y.games - x.games || (a < b ? -1 : 1))[0];
  const rival = Object.entries(p?.lostTo ?? {}).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  const games2 = p?.games ?? 0;
  return {
    memberId,
    nickname,
    season: totals.season,
    games: games2,
    wins: p?.wins ?? 0,
    winRate: rate2(p?.wins ?? 0, games2),
    camps: tallies(p?.camps ?? {}),
    roles: tallies(p?.roles ?? {}),
    currentStreak: p?.streak ?? 0,
    bestStreak: p?.bestStreak ?? 0,
    sheriff: p?.sheriff ?? 0,
    survivalRate: rate2(p?.survived ?? 0, games2),
    partner: partner ? { memberId: partner[0], nickname: nameOf(partner[0]), games: partner[1].games, wins: partner[1].wins } : null,
    rival: rival ? { memberId: rival[0], nickname: nameOf(rival[0]), losses: rival[1] } : null,
    ratings: GAME_KINDS.flatMap((kind) => {
      const k = p?.kinds[kind];
      return k ? [{ kind, rating: shownRating(k), provisional: k.games < PROVISIONAL_GAMES, games: k.games }] : [];
    })
  };
}

// cloudfunctions/circle/src/totals.ts
var RECENT_GAMES = 10;
var SEEN_MS = 13 * 60 * 60 * 1e3;
function emptyTotals(circleId, season) {
  return { circleId, season, games: 0, durationSec: 0, kinds: {}, boards: {}, roles: {}, players: {}, recent: [], seen: {} };
}
var emptyPlayer = (nickname) => ({
  nickname,
  games: 0,
  wins: 0,
  sheriff: 0,
  survived: 0,
  camps: {},
  roles: {},
  streak: 0,
  bestStreak: 0,
  mates: {},
  lostTo: {},
  kinds: {}
});
function count(tallies2, game, id, name, won) {
  const key = `${game}:${id}`;
  const tally2 = tallies2[key] ?? { game, id, name, games: 0, wins: 0 };
  tallies2[key] = { ...tally2, name, games: tally2.games + 1, wins: tally2.wins + (won ? 1 : 0) };
}
function summary(game) {
  return {
    gameId: game.gameId,
    roomNo: game.roomNo,
    game: game.game,
    gameName: game.gameName,
    boardName: game.boardName,
    endedAt: game.endedAt,
    durationSec: game.durationSec,
    winnerName: game.winnerName,
    seats: game.seats.map((s) => ({ seat: s.seat, ...s.memberId !== void 0 && { memberId: s.memberId }, nickname: s.nickname, roleName: s.roleName, won: s.won }))
  };
}
var copy2 = (totals) => JSON.parse(JSON.stringify(totals));
function foldGame(before2, game) {
  return before2.seen[game.gameId] || game.withdrawn ? before2 : countIn(copy2(before2), game);
}
function foldGames(before2, games2) {
  return games2.reduce((totals, game) => totals.seen[game.gameId] || game.withdrawn ? totals : countIn(totals, game), copy2(before2));
}
function boardKeyOf(game) {
  const camps = [...new Set(game.seats.map((s) => s.camp))].sort().join("+");
  return `${game.game}:${game.board}:${game.seats.length}:${camps}`;
}
function countIn(totals, game) {
  totals.games += 1;
  totals.durationSec += game.durationSec;
  totals.kinds[game.game] = (totals.kinds[game.game] ?? 0) + 1;
  const boardKey = boardKeyOf(game);
  const board = totals.boards[boardKey] ?? { game: game.game, board: game.board, boardName: game.boardName, games: 0, durationSec: 0, campWins: {}, campNames: {} };
  board.games += 1;
  board.durationSec += game.durationSec;
  for (const s of game.seats) {
    board.campNames[s.camp] = s.campName;
    board.campWins[s.camp] ??= 0;
  }
  board.campWins[game.winner] = (board.campWins[game.winner] ?? 0) + 1;
  totals.boards[boardKey] = board;
  for (const s of game.seats) count(totals.roles, game.game, s.role, s.roleName, s.won);
  const members = game.seats.filter((s) => s.memberId !== void 0);
  const skills = rateGame(game, (id) => totals.players[id]?.kinds[game.game]);
  const changes = {};
  for (const s of members) {
    const p = totals.players[s.memberId] ?? emptyPlayer(s.nickname);
    p.nickname = s.nickname;
    p.games += 1;
    p.wins += s.won ? 1 : 0;
    p.sheriff += s.sheriff ? 1 : 0;
    p.survived += s.aliveAtEnd ? 1 : 0;
    count(p.camps, game.game, s.camp, s.campName, s.won);
    count(p.roles, game.game, s.role, s.roleName, s.won);
    p.streak = s.won ? Math.max(p.streak, 0) + 1 : Math.min(p.streak, 0) - 1;
    p.bestStreak = Math.max(p.bestStreak, p.streak);
    for (const other of members) {
      if (other === s) continue;
      if (other.camp === s.camp) {
        const mate = p.mates[other.memberId] ?? { games: 0, wins: 0 };
        p.mates[other.memberId] = { games: mate.games + 1, wins: mate.wins + (s.won ? 1 : 0) };
      } else if (!s.won && other.won) {
        p.lostTo[other.memberId] = (p.lostTo[other.memberId] ?? 0) + 1;
      }
    }
    const kind = p.kinds[game.game] ?? { games: 0, wins: 0, mu: 0, sigma: 0 };
    const skill = skills.get(s.memberId);
    const was = kind.games > 0 ? kind : void 0;
    const next = { games: kind.games + 1, wins: kind.wins + (s.won ? 1 : 0), mu: skill?.mu ?? kind.mu, sigma: skill?.sigma ?? kind.sigma };
    p.kinds[game.game] = next;
    const rating2 = shownRating(next);
    changes[s.seat] = [rating2, Math.round((rating2 - shownRating(was)) * 100) / 100, next.games];
    totals.players[s.memberId] = p;
  }
  totals.recent = [summary(game), ...totals.recent].slice(0, RECENT_GAMES);
  const since = game.endedAt - SEEN_MS;
  for (const id in totals.seen) {
    if (totals.seen[id].endedAt >= since) break;
    delete totals.seen[id];
  }
  totals.seen[game.gameId] = { endedAt: game.endedAt, kind: game.game, changes };
  return totals;
}

// cloudfunctions/circle/src/fold.ts
var WRITE_ATTEMPTS3 = 40;
async function foldIntoSeason(store2, game) {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS3; attempt++) {
    const stored = await store2.getSeason(game.circleId, game.season);
    const before2 = stored?.value ?? emptyTotals(game.circleId, game.season);
    const after = foldGame(before2, game);
    if (after === before2 || await store2.putSeason(after, stored?.version ?? 0)) return;
  }
  throw new Error(`circle ${game.circleId}: lost the season write race ${WRITE_ATTEMPTS3} times`);
}
async function countGame(store2, game) {
  const replaced = game.replaces === void 0 ? null : await store2.getGame(game.replaces);
  if (!replaced) return foldIntoSeason(store2, game);
  for (const season of /* @__PURE__ */ new Set([replaced.season, game.season])) await rebuildSeason(store2, game.circleId, season);
}
async function rebuildSeason(store2, circleId, season) {
  const totals = foldGames(emptyTotals(circleId, season), await store2.listGames(circleId, season));
  for (let attempt = 0; attempt < WRITE_ATTEMPTS3; attempt++) {
    const stored = await store2.getSeason(circleId, season);
    if (await store2.putSeason(totals, stored?.version ?? 0)) return;
  }
  throw new Error(`circle ${circleId}: lost the season rebuild race ${WRITE_ATTEMPTS3} times`);
}

// cloudfunctions/circle/src/actions.ts
var MAX_MEMBERS = 100;
var LEFT_NAME = "\u5DF2\u9000\u51FA\u7684\u73A9\u5BB6";
var NEW_CIRCLE_ATTEMPTS = 20;
function createCircleHandler(deps) {
  const { store: store2, rng, now } = deps;
  const draw = (alphabet, length) => Array.from({ length }, () => alphabet[rng.int(alphabet.length)]).join("");
  const newMemberId = () => `m${draw(ID_ALPHABET, 10)}`;
  const asMember = async (params, caller) => {
    const { value: circle } = await loadCircle(store2, circleIdParam(params));
    return { circle, me: memberOfCircle(circle, caller) };
  };
  const seasonOf = (circle, params) => {
    const current2 = seasonAt(circle.season, now());
    return { season: seasonParam(params, withSeason(circle, current2).seasons, current2), seasons: withSeason(circle, current2).seasons };
  };
  const totalsOf = async (circle, season) => (await store2.getSeason(circle.circleId, season))?.value ?? emptyTotals(circle.circleId, season);
  const join2 = (caller, nickname) => (circle) => {
    const mine = circle.members.find((m) => m.openid === caller);
    if (mine) {
      return nickname === void 0 || nickname === mine.nickname ? circle : { ...circle, members: circle.members.map((m) => m === mine ? { ...m, nickname } : m) };
    }
    if (circle.members.length >= MAX_MEMBERS) throw new GameError("ILLEGAL_MOVE", `\u5708\u5B50\u6700\u591A ${MAX_MEMBERS} \u4EBA\uFF0C\u5DF2\u7ECF\u6EE1\u4E86`);
    return { ...circle, members: [...circle.members, { memberId: newMemberId(), openid: caller, nickname: nickname ?? "\u7FA4\u53CB", joinedAt: now() }] };
  };
  const found = async (caller, name, nickname, groupId) => {
    for (let attempt = 0; attempt < NEW_CIRCLE_ATTEMPTS; attempt++) {
      const member = { memberId: newMemberId(), openid: caller, nickname, joinedAt: now() };
      const circle = {
        circleId: `c${draw(ID_ALPHABET, 12)}`,
        name,
        createdBy: member.memberId,
        createdAt: now(),
        code: draw(CODE_ALPHABET, CODE_LENGTH),
        ...groupId !== void 0 && { groupId },
        members: [member],
        season: { mode: "month" },
        seasons: [seasonAt({ mode: "month" }, now())]
      };
      if (await store2.createCircle(circle)) return circle;
      const made = groupId === void 0 ? null : await store2.findByGroup(groupId);
      if (made) return changeCircle(store2, made.value.circleId, join2(caller, nickname));
    }
    throw new Error("no free invite code");
  };
  const joinByGroup = async (caller, params) => {
    if (!deps.groupOf) throw badRequest("\u8FD9\u91CC\u4E0D\u80FD\u8BC6\u522B\u5FAE\u4FE1\u7FA4\uFF1A\u8BF7\u7528\u9080\u8BF7\u7801\u52A0\u5165\u5708\u5B50");
    const groupId = deps.groupOf(params.groupCloudId);
    const nickname = nicknameParam(params);
    const existing = await store2.findByGroup(groupId);
    if (existing) return changeCircle(store2, existing.value.circleId, join2(caller, nickname));
    const name = params.name === void 0 ? "\u7FA4\u5708\u5B50" : circleNameParam(params);
    return found(caller, name, nickname ?? "\u7FA4\u53CB", groupId);
  };
  const eraseRecords = async (circleId, memberId) => {
    const games2 = (await store2.listGames(circleId)).filter((g) => g.seats.some((s) => s.memberId === memberId));
    for (const game of games2) {
      const seats = game.seats.map(({ memberId: id, ...seat }) => id === memberId ? { ...seat, nickname: LEFT_NAME } : { ...seat, ...id !== void 0 && { memberId: id } });
      const gone = new Set(game.seats.filter((s) => s.memberId === memberId).map((s) => s.seat));
      const review = game.review && { ...game.review, seats: game.review.seats.map((s) => gone.has(s.seat) ? { ...s, nickname: LEFT_NAME } : s) };
      await store2.replaceGame({ ...game, seats, ...review && { review } });
    }
    for (const season of new Set(games2.map((g) => g.season))) await rebuildSeason(store2, circleId, season);
  };
  const actions = {
    async createCircle({ caller, params }) {
      const circle = await found(caller, circleNameParam(params), requiredNickname(params));
      return { circleId: circle.circleId, code: circle.code };
    },
    async joinCircle({ caller, params }) {
      let circle;
      if (params.groupCloudId !== void 0) {
        circle = await joinByGroup(caller, params);
      } else {
        const code = codeParam2(params);
        const nickname = requiredNickname(params);
        const byCode = await store2.findByCode(code);
        if (!byCode) throw new GameError("CIRCLE_NOT_FOUND", `\u6CA1\u6709\u9080\u8BF7\u7801\u4E3A ${code} \u7684\u5708\u5B50`);
        circle = await changeCircle(store2, byCode.value.circleId, join2(caller, nickname));
      }
      return { circleId: circle.circleId, name: circle.name };
    },
    async circle({ caller, params }) {
      const { circle, me } = await asMember(params, caller);
      const { season, seasons } = seasonOf(circle, params);
      const kind = kindParam(params);
      const totals = await totalsOf(circle, season);
      return circleFigures({ ...circle, seasons }, totals, kind ?? defaultKind(totals), me.memberId);
    },
    async circlePlayer({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const memberId = memberIdParam(params);
      const { season } = seasonOf(circle, params);
      const totals = await totalsOf(circle, season);
      const nickname = circle.members.find((m) => m.memberId === memberId)?.nickname ?? totals.players[memberId]?.nickname;
      if (nickname === void 0) throw badRequest("\u8FD9\u4E2A\u5708\u5B50\u6CA1\u6709\u8FD9\u4F4D\u6210\u5458");
      return playerFigures(circle, totals, memberId, nickname);
    },
    async circleGame({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const gameId = gameIdParam(params);
      const game = await store2.getGame(gameId);
      if (!game || game.circleId !== circle.circleId) throw badRequest("\u8FD9\u4E2A\u5708\u5B50\u6CA1\u6709\u8FD9\u4E00\u5C40");
      if (!game.review) throw badRequest("\u8FD9\u4E00\u5C40\u8BB0\u5F55\u5F97\u65E9\uFF0C\u6CA1\u6709\u7559\u4E0B\u590D\u76D8");
      return { gameId, review: game.review };
    },
    async circleExport({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const { season } = seasonOf(circle, params);
      return { csv: gamesCsv((await store2.listGames(circle.circleId, season)).filter((g) => !g.withdrawn)) };
    },
    async leaveCircle({ caller, params }) {
      const { circle, me } = await asMember(params, caller);
      if (deleteRecordsParam(params)) await eraseRecords(circle.circleId, me.memberId);
      await changeCircle(store2, circle.circleId, (c) => ({ ...c, members: c.members.filter((m) => m.openid !== caller) }));
      return {};
    },
    async newSeason({ caller, params }) {
      const { circle } = await asMember(params, caller);
      const season = newSeasonName(circle, now());
      await changeCircle(store2, circle.circleId, (c) => ({ ...withSeason(c, season), season: { mode: "manual", current: season } }));
      return { season };
    }
  };
  return enveloped(deps, async (caller, body) => {
    const { action, params } = parseRequest(body, CIRCLE_ACTION_NAMES);
    return actions[action]({ caller, params });
  });
}

// cloudfunctions/circle/src/link.ts
function storeLink(store2, fold) {
  return {
    async checkMember(circleId, openid) {
      memberOfCircle((await loadCircle(store2, circleId)).value, openid);
    },
    async record(end) {
      await recordEnd(store2, end, fold);
    },
    ratingChange: (gameId, seat) => ratingChangeOf(store2, gameId, seat)
  };
}

// cloudfunctions/circle/src/store/sqlite.ts
function sqliteCircleStore(file) {
  const db = openSqlite(file, true);
  db.exec(`
    CREATE TABLE IF NOT EXISTS circles (
      circle_id TEXT PRIMARY KEY, code TEXT NOT NULL UNIQUE, group_id TEXT UNIQUE, version INTEGER NOT NULL, doc TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS circle_games (
      game_id TEXT PRIMARY KEY, circle_id TEXT NOT NULL, season TEXT NOT NULL, ended_at INTEGER NOT NULL, doc TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS circle_games_by_circle ON circle_games (circle_id, season, ended_at);
    CREATE TABLE IF NOT EXISTS circle_seasons (
      circle_id TEXT NOT NULL, season TEXT NOT NULL, version INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (circle_id, season)
    );
  `);
  const insertCircle = db.prepare("INSERT OR IGNORE INTO circles (circle_id, code, group_id, version, doc) VALUES (?, ?, ?, 1, ?)");
  const circleById = db.prepare("SELECT version, doc FROM circles WHERE circle_id = ?");
  const circleByCode = db.prepare("SELECT version, doc FROM circles WHERE code = ?");
  const circleByGroup = db.prepare("SELECT version, doc FROM circles WHERE group_id = ?");
  const swapCircle = db.prepare("UPDATE circles SET version = version + 1, doc = ? WHERE circle_id = ? AND version = ?");
  const insertGame = db.prepare("INSERT OR IGNORE INTO circle_games (game_id, circle_id, season, ended_at, doc) VALUES (?, ?, ?, ?, ?)");
  const gameById = db.prepare("SELECT doc FROM circle_games WHERE game_id = ?");
  const replace = db.prepare("UPDATE circle_games SET doc = ? WHERE game_id = ?");
  const gamesOf = db.prepare("SELECT doc FROM circle_games WHERE circle_id = ? ORDER BY ended_at, game_id");
  const gamesOfSeason = db.prepare("SELECT doc FROM circle_games WHERE circle_id = ? AND season = ? ORDER BY ended_at, game_id");
  const seasonOf = db.prepare("SELECT version, doc FROM circle_seasons WHERE circle_id = ? AND season = ?");
  const insertSeason = db.prepare("INSERT OR IGNORE INTO circle_seasons (circle_id, season, version, doc) VALUES (?, ?, 1, ?)");
  const swapSeason = db.prepare("UPDATE circle_seasons SET version = version + 1, doc = ? WHERE circle_id = ? AND season = ? AND version = ?");
  const versioned = (row) => row ? { value: JSON.parse(row.doc), version: row.version } : null;
  return {
    async createCircle(circle) {
      try {
        return insertCircle.run(circle.circleId, circle.code, circle.groupId ?? null, JSON.stringify(circle)).changes === 1;
      } catch (error) {
        if (error.code === "SQLITE_CONSTRAINT_UNIQUE") return false;
        throw error;
      }
    },
    getCircle: async (circleId) => versioned(circleById.get(circleId)),
    findByCode: async (code) => versioned(circleByCode.get(code)),
    findByGroup: async (groupId) => versioned(circleByGroup.get(groupId)),
    async updateCircle(circleId, expectedVersion, circle) {
      return swapCircle.run(JSON.stringify(circle), circleId, expectedVersion).changes === 1;
    },
    async addGame(game) {
      return insertGame.run(game.gameId, game.circleId, game.season, game.endedAt, JSON.stringify(game)).changes === 1;
    },
    async getGame(gameId) {
      const row = gameById.get(gameId);
      return row ? JSON.parse(row.doc) : null;
    },
    async replaceGame(game) {
      replace.run(JSON.stringify(game), game.gameId);
    },
    async listGames(circleId, season) {
      const rows = season === void 0 ? gamesOf.all(circleId) : gamesOfSeason.all(circleId, season);
      return rows.map((row) => JSON.parse(row.doc));
    },
    getSeason: async (circleId, season) => versioned(seasonOf.get(circleId, season)),
    async putSeason(totals, expectedVersion) {
      const doc = JSON.stringify(totals);
      if (expectedVersion === 0) return insertSeason.run(totals.circleId, totals.season, doc).changes === 1;
      return swapSeason.run(doc, totals.circleId, totals.season, expectedVersion).changes === 1;
    },
    close() {
      db.close();
    }
  };
}

// cloudfunctions/game/src/local/server.ts
var import_node_http = require("node:http");
var MAX_BODY_BYTES = 16 * 1024;
function createGameServer({ handler: handler2, signal, log: log2 }) {
  return (0, import_node_http.createServer)((req, res) => {
    const started = process.hrtime.bigint();
    const done = (status, body, action = "-") => {
      send(res, status, body);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const code = "error" in body ? body.error.code : "ok";
      log2(`${(/* @__PURE__ */ new Date()).toISOString()} ${req.method} ${req.url} ${action} ${status} ${code} ${ms.toFixed(1)}ms`);
    };
    if (req.method === "GET" && req.url === "/healthz") return done(200, { ok: true });
    if (signal && req.method === "GET" && req.url?.startsWith("/api/signal?")) {
      const gone = new AbortController();
      res.on("close", () => {
        if (!res.writableEnded) gone.abort();
      });
      const query = new URLSearchParams(req.url.slice("/api/signal?".length));
      signal(req.headers["x-openid"], query, gone.signal).then((answer) => done(200, answer, "signal"), () => void 0);
      return;
    }
    if (req.url !== "/api/game") return done(404, refusal("BAD_REQUEST", "\u6CA1\u6709\u8FD9\u4E2A\u5730\u5740\uFF1A\u8BF7 POST /api/game"));
    if (req.method !== "POST") return done(405, refusal("BAD_REQUEST", "\u8BF7\u7528 POST \u8C03\u7528 /api/game"));
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      discardRest(req, res);
      return done(413, refusal("BAD_REQUEST", "\u8BF7\u6C42\u4F53\u8D85\u8FC7 16 KB"));
    }
    readBody(req).then(
      async (text) => {
        if (text === null) {
          discardRest(req, res);
          return done(413, refusal("BAD_REQUEST", "\u8BF7\u6C42\u4F53\u8D85\u8FC7 16 KB"));
        }
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          return done(400, refusal("BAD_REQUEST", "\u8BF7\u6C42\u4F53\u4E0D\u662F\u5408\u6CD5\u7684 JSON"));
        }
        const action = typeof body?.action === "string" ? String(body.action).slice(0, 20) : "-";
        done(200, await handler2(req.headers["x-openid"], body), action);
      },
      () => done(400, refusal("BAD_REQUEST", "\u8BF7\u6C42\u4F53\u8BFB\u53D6\u5931\u8D25"))
    );
  });
}
function refusal(code, message) {
  return { ok: false, error: { code, message } };
}
function readBody(req) {
  return new Promise((resolve2, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners("data");
        resolve2(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve2(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
function discardRest(req, res) {
  req.on("data", () => void 0);
  req.resume();
  res.on("finish", () => {
    if (req.complete) return;
    const cut = setTimeout(() => req.socket.destroy(), 5e3).unref();
    req.on("end", () => clearTimeout(cut));
    req.socket.on("close", () => clearTimeout(cut));
  });
}
var texts = /* @__PURE__ */ new WeakMap();
function send(res, status, body) {
  if (res.headersSent) return;
  const text = texts.get(body) ?? JSON.stringify(body);
  texts.set(body, text);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text)
  });
  res.end(text);
}

// cloudfunctions/game/src/local/main.ts
var host = process.env.HOST || "127.0.0.1";
var port = Number(process.env.PORT || 8787);
var dataDir = (0, import_node_path2.resolve)(process.env.GAME_DATA || (0, import_node_path2.join)(process.cwd(), ".data"));
var store = sqliteStore((0, import_node_path2.join)(dataDir, "rooms.db"));
var wordStats = sqliteWordStats((0, import_node_path2.join)(dataDir, WORD_STATS_FILE));
var circleStore = sqliteCircleStore((0, import_node_path2.join)(dataDir, "circles.db"));
var callsPerMinute = process.env.GAME_RATE_LIMIT === void 0 || process.env.GAME_RATE_LIMIT === "" ? DEFAULT_LIMITS.callsPerMinute : Number(process.env.GAME_RATE_LIMIT);
if (!Number.isInteger(callsPerMinute) || callsPerMinute < 0) {
  console.error(`GAME_RATE_LIMIT \u987B\u4E3A\u975E\u8D1F\u6574\u6570\uFF080 \u8868\u793A\u4E0D\u9650\u6D41\uFF09\uFF0C\u73B0\u5728\u662F ${process.env.GAME_RATE_LIMIT}`);
  process.exit(1);
}
var limited = rateLimiter({ ...DEFAULT_LIMITS, callsPerMinute, now: Date.now });
var waits = longPoll({
  read: (roomNo) => readSignal(store, Date.now(), roomNo),
  readSeat: (roomNo, seat, caller) => readSeatSignal(store, Date.now(), roomNo, seat, caller),
  logError: (error) => console.error("[game] signal wait failed:", error)
});
var faults = {
  requestId: newRequestId,
  logError: (requestId, error) => console.error(`[game] request ${requestId} failed:`, error)
};
var games = createHandler({
  store,
  wordStats,
  words: () => WORD_PAIRS,
  signals: waits,
  circles: storeLink(circleStore, (game) => countGame(circleStore, game)),
  rng: cryptoRng,
  now: Date.now,
  ...faults
});
var circleActions = createCircleHandler({ store: circleStore, rng: cryptoRng, now: Date.now, ...faults });
var handler = limited((openid, body) => (isCircleRequest(body) ? circleActions : games)(openid, body));
var server = createGameServer({
  handler,
  signal: (openid, query, gone) => limited((caller) => waits.wait(caller, query, gone))(openid, {}),
  log: (line) => console.log(line)
});
var cleanup = setInterval(() => {
  store.deleteExpired(Date.now() - ROOM_TTL_MS).then(
    (removed) => removed > 0 && console.log(`[game] removed ${removed} expired rooms`),
    (error) => console.error("[game] cleanup failed:", error)
  );
}, 10 * 60 * 1e3);
cleanup.unref();
server.listen(port, host, () => {
  const address = server.address();
  const where = typeof address === "object" && address ? `http://${host}:${address.port}` : `${host}:${port}`;
  console.log(`\u684C\u6E38\u52A9\u624B\u672C\u5730\u670D\u52A1\u5DF2\u542F\u52A8\uFF1A${where}/api/game \uFF08\u5065\u5EB7\u68C0\u67E5 ${where}/healthz\uFF09`);
  console.log(`\u623F\u95F4\u6570\u636E\u4FDD\u5B58\u5728 ${dataDir}`);
  console.log(`\u5FAE\u4FE1\u5F00\u53D1\u8005\u5DE5\u5177\uFF1A\u5BFC\u5165\u672C\u9879\u76EE\uFF0C\u5728 miniprogram/config.ts \u91CC\u628A apiBaseUrl \u8BBE\u4E3A ${where}\uFF0C\u5E76\u5728\u201C\u8BE6\u60C5 \u2192 \u672C\u5730\u8BBE\u7F6E\u201D\u52FE\u9009\u201C\u4E0D\u6821\u9A8C\u5408\u6CD5\u57DF\u540D\u201D\u3002`);
});
function shutdown(signal) {
  console.log(`[game] ${signal}: closing`);
  clearInterval(cleanup);
  waits.close();
  server.close(() => {
    store.close();
    wordStats.close();
    circleStore.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  setImmediate(() => server.closeIdleConnections());
  setTimeout(() => process.exit(0), 3e3).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
