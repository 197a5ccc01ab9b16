#define RUMMY_GL_STATE_IMPL
#include "gl_state.h"

#include <algorithm>

namespace rummy::web::gl {

namespace {

// The copy: asked of GL once (the first time it is needed), then kept by the setters.
struct Copy {
  bool known = false;
  GLint scissor[4] = {};
  GLint blend[4] = {};     // GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA
  GLint equation[2] = {};  // GL_BLEND_EQUATION_RGB, GL_BLEND_EQUATION_ALPHA
};

Copy& Known() {
  static Copy c;
  if (!c.known) {
    c.known = true;
    glGetIntegerv(GL_SCISSOR_BOX, c.scissor);
    const GLenum blend[] = {GL_BLEND_SRC_RGB, GL_BLEND_DST_RGB, GL_BLEND_SRC_ALPHA, GL_BLEND_DST_ALPHA};
    for (int i = 0; i < 4; ++i) glGetIntegerv(blend[i], &c.blend[i]);
    glGetIntegerv(GL_BLEND_EQUATION_RGB, &c.equation[0]);
    glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &c.equation[1]);
  }
  return c;
}

}  // namespace

void GetIntegerv(GLenum name, GLint* data) {
  const Copy& c = Known();
  switch (name) {
    case GL_SCISSOR_BOX: std::copy(c.scissor, c.scissor + 4, data); return;
    case GL_BLEND_SRC_RGB: *data = c.blend[0]; return;
    case GL_BLEND_DST_RGB: *data = c.blend[1]; return;
    case GL_BLEND_SRC_ALPHA: *data = c.blend[2]; return;
    case GL_BLEND_DST_ALPHA: *data = c.blend[3]; return;
    case GL_BLEND_EQUATION_RGB: *data = c.equation[0]; return;
    case GL_BLEND_EQUATION_ALPHA: *data = c.equation[1]; return;
    default: glGetIntegerv(name, data);  // answered on the page by Chromium (bindings, viewport)
  }
}

void Scissor(GLint x, GLint y, GLsizei width, GLsizei height) {
  Copy& c = Known();
  glScissor(x, y, width, height);
  c.scissor[0] = x, c.scissor[1] = y, c.scissor[2] = width, c.scissor[3] = height;
}

void BlendEquation(GLenum mode) { BlendEquationSeparate(mode, mode); }

void BlendEquationSeparate(GLenum rgb, GLenum alpha) {
  Copy& c = Known();
  glBlendEquationSeparate(rgb, alpha);
  c.equation[0] = static_cast<GLint>(rgb), c.equation[1] = static_cast<GLint>(alpha);
}

void BlendFuncSeparate(GLenum src_rgb, GLenum dst_rgb, GLenum src_alpha, GLenum dst_alpha) {
  Copy& c = Known();
  glBlendFuncSeparate(src_rgb, dst_rgb, src_alpha, dst_alpha);
  c.blend[0] = static_cast<GLint>(src_rgb), c.blend[1] = static_cast<GLint>(dst_rgb);
  c.blend[2] = static_cast<GLint>(src_alpha), c.blend[3] = static_cast<GLint>(dst_alpha);
}

}  // namespace rummy::web::gl
